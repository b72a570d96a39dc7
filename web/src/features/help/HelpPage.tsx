import { Box, Paper, Typography } from '@mui/material';
import { PageContainer } from '../../components/ui/PageContainer.tsx';
import { RouterLink } from '../../components/ui/RouterLink.tsx';
import { SupportContacts } from '../../components/ui/SupportContacts.tsx';
import { paths } from '../../config/paths.ts';
import { Message } from '../../i18n/Message.tsx';
import { useT } from '../../i18n/use-t.ts';

/** /help: how to reach support, and when (spec section 2). */
export default function HelpPage() {
  const t = useT();
  return (
    <PageContainer title={t('pages.help.title')} subtitle={t('pages.help.subtitle')} maxWidth="md">
      <SupportContacts />
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, mt: 2 }}>
        <Typography component="h2" variant="h6" sx={{ fontWeight: 700, mb: 1 }}>
          {t('pages.help.beforeYouCall')}
        </Typography>
        <Box component="ul" sx={{ pl: 2.5, m: 0, display: 'grid', gap: 1 }}>
          <li>
            <Typography>
              <Message id="pages.help.missing" values={{ check: (words) => <RouterLink href={paths.checkingStage}>{words}</RouterLink> }} />
            </Typography>
          </li>
          <li>
            <Typography>
              <Message id="pages.help.changed" values={{ profile: (words) => <RouterLink href={paths.profile}>{words}</RouterLink> }} />
            </Typography>
          </li>
          <li>
            <Typography>{t('pages.help.noAdvice')}</Typography>
          </li>
        </Box>
      </Paper>
    </PageContainer>
  );
}
