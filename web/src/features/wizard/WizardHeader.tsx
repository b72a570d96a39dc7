import type { FormDef } from '@domain/catalogue/types.ts';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Button from '@mui/material/Button';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import ListIcon from '@mui/icons-material/FormatListNumbered';
import { useState } from 'react';
import { RouterLink } from '../../components/ui/RouterLink.tsx';
import { paths } from '../../config/paths.ts';
import type { SaveStatus } from '../../lib/autosave/form-saver.ts';
import { SaveIndicator } from '../../components/ui/SaveIndicator.tsx';
import { useT } from '../../i18n/use-t.ts';

interface HeaderProps {
  form: FormDef;
  step: number;
  status: SaveStatus;
  onJump(step: number): void;
}

/** The form's title, where the person is ('Step X of N', a progress bar), whether it is saved, and a way out. */
export function WizardHeader({ form, step, status, onJump }: HeaderProps) {
  const count = form.steps.length;
  const t = useT();
  const where = t('wizard.stepOf', { step: step + 1, count });
  return (
    <Box component="header">
      <RouterLink href={paths.dashboard} underline="hover" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, fontWeight: 500 }}>
        <ArrowBackIcon fontSize="small" aria-hidden="true" />
        {t('wizard.backToDashboard')}
      </RouterLink>
      <Typography variant="h4" component="h1" sx={{ fontWeight: 700, mt: 1.5, fontSize: { xs: '1.6rem', sm: '2.1rem' } }}>
        {form.title}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', columnGap: 2, rowGap: 1, mt: 1.5 }}>
        <Typography sx={{ fontWeight: 600 }}>{where}</Typography>
        <SaveIndicator status={status} />
      </Box>
      <LinearProgress
        variant="determinate"
        value={((step + 1) / count) * 100}
        aria-label={where}
        sx={{ height: 8, borderRadius: 4, mt: 1 }}
      />
      {count > 2 && <StepMenu form={form} step={step} onJump={onJump} />}
    </Box>
  );
}

/**
 * Every step of the form, to jump to one; a menu rather than a select, so moving through the list
 * with the arrow keys never changes the step by itself.
 */
function StepMenu({ form, step, onJump }: { form: FormDef; step: number; onJump(step: number): void }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  // After a choice the focus goes to the new step's heading, not back to this button.
  const [chosen, setChosen] = useState(false);
  const t = useT();
  return (
    <Box sx={{ mt: 1 }}>
      <Button
        size="small"
        startIcon={<ListIcon />}
        onClick={(event) => {
          setChosen(false);
          setAnchor(event.currentTarget);
        }}
        aria-haspopup="true"
        aria-expanded={anchor !== null}
        aria-controls={anchor ? 'wizard-steps-menu' : undefined}
        id="wizard-steps-button"
      >
        {t('wizard.allSteps')}
      </Button>
      <Menu
        id="wizard-steps-menu"
        anchorEl={anchor}
        open={anchor !== null}
        onClose={() => setAnchor(null)}
        disableRestoreFocus={chosen}
        slotProps={{ list: { 'aria-labelledby': 'wizard-steps-button' } }}>
        {form.steps.map((s, index) => (
          <MenuItem
            key={s.name}
            selected={index === step}
            aria-current={index === step ? 'step' : undefined}
            onClick={() => {
              setChosen(index !== step);
              setAnchor(null);
              onJump(index);
            }}
          >
            <ListItemText>{t('wizard.stepInList', { number: index + 1, name: s.name })}</ListItemText>
          </MenuItem>
        ))}
      </Menu>
    </Box>
  );
}
