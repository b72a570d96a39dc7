import BlockIcon from '@mui/icons-material/Block';
import { Alert, Box, Link, Paper, Stack, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { LoadingState } from '../../components/ui/LoadingState.tsx';
import { PageContainer } from '../../components/ui/PageContainer.tsx';
import { LinkButton, RouterLink } from '../../components/ui/RouterLink.tsx';
import { VisuallyHidden } from '../../components/ui/VisuallyHidden.tsx';
import { paths } from '../../config/paths.ts';
import { readOnboardingAnswers } from './answers.ts';
import type { EligibilityResult } from '@domain/rules/eligibility.ts';
import { checkEligibility } from './api/eligibility.ts';
import { getOnboardingApplication } from './api/onboarding-application.ts';
import { Reason } from './components/Reason.tsx';
import { useT } from '../../i18n/use-t.ts';

type Reasons = { status: 'loading' } | { status: 'ready'; eligibility: EligibilityResult } | { status: 'failed' };

/** The saved onboarding answers checked again, to say in plain words what does not fit. */
function useReasons(): Reasons {
  const [reasons, setReasons] = useState<Reasons>({ status: 'loading' });
  useEffect(() => {
    let active = true;
    getOnboardingApplication()
      .then((application) => checkEligibility(readOnboardingAnswers(application?.data ?? {})))
      .then((eligibility) => active && setReasons({ status: 'ready', eligibility }))
      .catch(() => active && setReasons({ status: 'failed' }));
    return () => {
      active = false;
    };
  }, []);
  return reasons;
}

function ReasonList({ reasons }: { reasons: Reasons }) {
  if (reasons.status === 'loading') return <LoadingState label="Looking at your answers…" />;
  if (reasons.status === 'failed') {
    return <Typography color="text.secondary">We could not list the reasons just now. Your onboarding answers are saved; you can review them from Profile Settings.</Typography>;
  }
  const { eligibility } = reasons;
  if (eligibility.eligible) {
    return (
      <Alert severity="info">
        With your saved answers the check now passes. <RouterLink href={paths.onboarding}>Open your onboarding answers</RouterLink> and press Finish on the
        last step to continue.
      </Alert>
    );
  }
  return (
    <Box component="ul" sx={{ pl: 2.5, m: 0, display: 'grid', gap: 1 }}>
      {eligibility.unmetConditions.map((condition) => (
        <li key={condition}>
          <Reason message={condition} />
        </li>
      ))}
    </Box>
  );
}

/** /ineligible (the spec's "Service Incompatibility" page, titled in words a person understands): what does not fit, and the way back through Profile Settings (spec section 2). */
export default function IneligiblePage() {
  const reasons = useReasons();
  const t = useT();
  return (
    <PageContainer title={t('ineligible.title')} subtitle={t('ineligible.subtitle')} maxWidth="sm">
      <Stack spacing={3}>
        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, mb: 2 }}>
            <BlockIcon color="warning" aria-hidden />
            <Typography component="h2" variant="h6" sx={{ fontWeight: 700 }}>
              Why
            </Typography>
          </Box>
          <ReasonList reasons={reasons} />
        </Paper>
        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
          <Typography component="h2" variant="h6" sx={{ fontWeight: 700, mb: 1.5 }}>
            What you can do
          </Typography>
          <Box component="ul" sx={{ pl: 2.5, m: 0, display: 'grid', gap: 1.5 }}>
            <li>
              <Typography>
                <strong>If an answer was not right,</strong> change it: in <RouterLink href={paths.profile}>Profile Settings</RouterLink>, choose Edit
                onboarding answers and go through the questions again. We check your case again when you finish.
              </Typography>
            </li>
            <li>
              <Typography>
                <strong>If your answers are right,</strong> an immigration attorney or a DOJ-accredited representative can help with a case like yours.{' '}
                <Link href="https://www.uscis.gov/" target="_blank" rel="noopener">
                  USCIS explains the options on uscis.gov
                  <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
                </Link>
                .
              </Typography>
            </li>
          </Box>
          <LinkButton href={paths.profile} variant="contained" sx={{ mt: 3 }}>
            Go to Profile Settings
          </LinkButton>
        </Paper>
      </Stack>
    </PageContainer>
  );
}
