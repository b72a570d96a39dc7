import RestartAltIcon from '@mui/icons-material/RestartAlt';
import { Box, IconButton, LinearProgress, ListItem, ListItemButton, ListItemIcon, Tooltip, Typography } from '@mui/material';
import { useIntl } from 'react-intl';
import { Link } from 'wouter';
import { paths } from '../../../config/paths.ts';
import { describeApplication, type ApplicationSummary } from '../application-order.ts';
import { ApplicationStatusIcon } from './ApplicationStatusIcon.tsx';
import { useT } from '../../../i18n/use-t.ts';
import { useSnapshot } from 'valtio';
import { languageState } from '../../../stores/language.ts';

interface ApplicationRowProps {
  application: ApplicationSummary;
  divider: boolean;
  onRestart: (application: ApplicationSummary) => void;
}

/** One application: status, title, description and completeness; the row opens its wizard. */
export function ApplicationRow({ application, divider, onRestart }: ApplicationRowProps) {
  const { language } = useSnapshot(languageState);
  const { title, description } = describeApplication(application.formType, language);
  const percent = Math.max(0, Math.min(100, Math.round(application.completeness)));
  const t = useT();
  const intl = useIntl();
  return (
    <ListItem
      disablePadding
      divider={divider}
      secondaryAction={
        <Tooltip title={t('screens.dashboard.restart')}>
          <IconButton edge="end" aria-label={t('screens.dashboard.restartNamed', { title })} onClick={() => onRestart(application)}>
            <RestartAltIcon />
          </IconButton>
        </Tooltip>
      }
    >
      <Link href={paths.form.href(application.formType, application.id)} asChild>
        <ListItemButton component="a" sx={{ py: 2, pr: { xs: 7, sm: 9 }, alignItems: 'flex-start' }}>
          <ListItemIcon sx={{ minWidth: 40, mt: 0.25 }}>
            <ApplicationStatusIcon status={application.status} />
          </ListItemIcon>
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Typography sx={{ fontWeight: 600 }}>{title}</Typography>
            {description && (
              <Typography variant="body2" color="text.secondary">
                {description}
              </Typography>
            )}
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, mt: 1.25 }}>
              <LinearProgress
                variant="determinate"
                value={percent}
                aria-label={t('screens.dashboard.complete', { title, percent: percent / 100 })}
                color={percent === 100 ? 'success' : 'primary'}
                sx={{ flex: 1, height: 8, borderRadius: 4 }}
              />
              <Typography variant="body2" sx={{ fontWeight: 600, minWidth: 44, textAlign: 'right' }}>
                {intl.formatNumber(percent / 100, { style: 'percent' })}
              </Typography>
            </Box>
          </Box>
        </ListItemButton>
      </Link>
    </ListItem>
  );
}
