import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import HourglassTopIcon from '@mui/icons-material/HourglassTop';
import { Alert, AlertTitle, Box, Button, Chip, Grid, Paper, Typography } from '@mui/material';
import type { FilingStatus, StageStatus } from '@domain/contract/filing.ts';
import { onboardingAnswer } from '@domain/rules/eligibility-condition.ts';
import { useState, type ReactNode } from 'react';
import { toast } from 'react-hot-toast';
import { stageReasons } from '../../../components/filing/stage-reasons.ts';
import { withStage } from '../../../components/filing/StageSwitch.tsx';
import { LinkButton } from '../../../components/ui/RouterLink.tsx';
import { paths } from '../../../config/paths.ts';
import { messageOf } from '../../../lib/api-client.ts';
import { setUser } from '../../../stores/auth.ts';
import type { OnboardingAnswers } from '../../onboarding/answers.ts';
import { saveOnboardingChange } from '../api/filing-choice.ts';
import { PetitionReceipt } from './PetitionReceipt.tsx';
import { useT } from '../../../i18n/use-t.ts';

interface FilingStagesProps {
  filing: FilingStatus;
  /** The couple's onboarding answers, to change the way they file; null while they load. */
  answers: OnboardingAnswers | null;
  paid: boolean;
  /** An answer that changes the path was saved: the stages and applications are read again. */
  onChanged: () => void;
}

function StageAction({ stage, paid }: { stage: StageStatus; paid: boolean }) {
  const t = useT();
  // A stage waiting for a visa number or the petition's receipt has nothing to check or preview yet.
  if (stage.wait !== null) {
    const id = `stage-${stage.stage}-why-not`;
    return (
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }}>
        <Button variant="outlined" disabled aria-describedby={id}>
          {t('screens.stages.check')}
        </Button>
        <Typography id={id} variant="body2" sx={{ color: 'text.secondary' }}>
          {t('screens.stages.opensLater')}
        </Typography>
      </Box>
    );
  }
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>
      <LinkButton href={withStage(paths.checkingStage, stage.stage)} variant={stage.current ? 'contained' : 'outlined'}>
        {t('screens.stages.check')}
      </LinkButton>
      {paid && stage.fileable && (
        <LinkButton href={withStage(paths.download, stage.stage)} variant="outlined">
          {t('screens.stages.download')}
        </LinkButton>
      )}
    </Box>
  );
}

function StageCard({ stage, paid, children }: { stage: StageStatus; paid: boolean; children?: ReactNode }) {
  const t = useT();
  return (
    <Paper variant="outlined" component="section" aria-labelledby={`stage-${stage.stage}-title`} sx={{ p: { xs: 2, sm: 3 }, display: 'grid', gap: 1.5, alignContent: 'start' }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
        <Typography id={`stage-${stage.stage}-title`} component="h3" variant="h6" sx={{ fontWeight: 700, flex: 1, minWidth: 200 }}>
          {stage.title}
        </Typography>
        {stage.fileable ? (
          <Chip icon={<CheckCircleIcon />} label={t('screens.stages.fileableToday')} color="success" variant="outlined" />
        ) : (
          // The warning hue is too light for small text (WCAG 1.4.3): the border and the icon carry it, the label stays dark.
          <Chip icon={<HourglassTopIcon />} label={t('screens.stages.waiting')} color="warning" variant="outlined" sx={{ color: 'text.primary' }} />
        )}
      </Box>
      {stage.fileable ? (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {t(paid ? 'screens.stages.paid' : 'screens.stages.unpaid')}
        </Typography>
      ) : (
        <Box>
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {t('screens.stages.waitsFor')}
          </Typography>
          <Box component="ul" sx={{ m: 0, mt: 0.5, pl: 2.5, display: 'grid', gap: 0.5 }}>
            {stageReasons(stage, t).map((reason) => (
              <Typography component="li" variant="body2" key={reason}>
                {reason}
              </Typography>
            ))}
          </Box>
        </Box>
      )}
      {children}
      <StageAction stage={stage} paid={paid} />
    </Paper>
  );
}

/** The proposal to file the petition first while the green card application is held: one click changes the choice. */
function PetitionFirstProposal({ proposal, answers, onChanged }: { proposal: string; answers: OnboardingAnswers | null; onChanged: () => void }) {
  const [saving, setSaving] = useState(false);
  const t = useT();
  const choose = async () => {
    if (!answers) return;
    setSaving(true);
    try {
      const { user } = await saveOnboardingChange(answers, { onboardingFilingChoice: 'petition-first' });
      setUser(user);
      toast.success(t('screens.stages.proposalSaved'));
      onChanged();
    } catch (error) {
      toast.error(messageOf(error, t('screens.stages.proposalFailed')));
    } finally {
      setSaving(false);
    }
  };
  return (
    <Alert
      severity="info"
      sx={{ mb: 2, '& .MuiAlert-action': { alignItems: 'center' } }}
      action={
        <Button color="inherit" variant="outlined" onClick={() => void choose()} disabled={saving || !answers}>
          {saving ? t('screens.saving') : t('screens.stages.proposalAction')}
        </Button>
      }
    >
      <AlertTitle component="h3">{t('screens.stages.proposalTitle')}</AlertTitle>
      {proposal}
    </Alert>
  );
}

/**
 * The couple's filing, stage by stage: what each holds, whether it can be bought and downloaded
 * today, what it waits for; the proposal to file the petition first when the green card
 * application is held; the receipt notice of a petition filed first; and what follows that
 * Greencard does not prepare.
 */
export function FilingStages({ filing, answers, paid, onChanged }: FilingStagesProps) {
  const t = useT();
  const asksReceipt = answers !== null && onboardingAnswer(answers, 'onboardingFilingChoice') === 'petition-first' && onboardingAnswer(answers, 'onboardingPetitionReceiptNumber') === '';
  return (
    <Box component="section" aria-labelledby="filing-stages-title" sx={{ mb: 4 }}>
      <Typography id="filing-stages-title" component="h2" variant="h6" sx={{ fontWeight: 700, mb: 1 }}>
        {t('screens.stages.title')}
      </Typography>
      <Typography sx={{ mb: 2 }}>{filing.pathSummary}</Typography>
      {filing.proposal && <PetitionFirstProposal proposal={filing.proposal} answers={answers} onChanged={onChanged} />}
      <Grid container spacing={2}>
        {filing.stages.map((stage) => (
          <Grid key={stage.stage} size={{ xs: 12, md: filing.stages.length > 1 ? 6 : 12 }}>
            <StageCard stage={stage} paid={paid}>
              {stage.stage === 'adjustment' && asksReceipt && answers && (
                <Box sx={{ borderTop: 1, borderColor: 'divider', pt: 2 }}>
                  <Typography component="h4" sx={{ fontWeight: 600, mb: 1.5 }}>
                    {t('screens.stages.receiptTitle')}
                  </Typography>
                  <PetitionReceipt answers={answers} today={filing.filingDate} onSaved={onChanged} />
                </Box>
              )}
            </StageCard>
          </Grid>
        ))}
      </Grid>
      {filing.nextSteps && (
        <Paper variant="outlined" component="section" aria-labelledby="next-steps-title" sx={{ p: { xs: 2, sm: 3 }, mt: 2 }}>
          <Typography id="next-steps-title" component="h3" variant="h6" sx={{ fontWeight: 700, mb: 1 }}>
            {t('screens.stages.nextStepsTitle')}
          </Typography>
          <Typography>{filing.nextSteps}</Typography>
        </Paper>
      )}
    </Box>
  );
}
