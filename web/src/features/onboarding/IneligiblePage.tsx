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
import { Message } from '../../i18n/Message.tsx';
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
  const t = useT();
  if (reasons.status === 'loading') return <LoadingState label={t('screens.ineligible.looking')} />;
  if (reasons.status === 'failed') {
    return <Typography color="text.secondary">{t('screens.ineligible.failed')}</Typography>;
  }
  const { eligibility } = reasons;
  if (eligibility.eligible) {
    return (
      <Alert severity="info">
        <Message id="screens.ineligible.nowPasses" values={{ link: (chunks) => <RouterLink href={paths.onboarding}>{chunks}</RouterLink> }} />
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
    <PageContainer title={t('screens.ineligible.title')} subtitle={t('screens.ineligible.subtitle')} maxWidth="sm">
      <Stack spacing={3}>
        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, mb: 2 }}>
            <BlockIcon color="warning" aria-hidden />
            <Typography component="h2" variant="h6" sx={{ fontWeight: 700 }}>
              {t('screens.ineligible.why')}
            </Typography>
          </Box>
          <ReasonList reasons={reasons} />
        </Paper>
        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
          <Typography component="h2" variant="h6" sx={{ fontWeight: 700, mb: 1.5 }}>
            {t('screens.ineligible.whatToDo')}
          </Typography>
          <Box component="ul" sx={{ pl: 2.5, m: 0, display: 'grid', gap: 1.5 }}>
            <li>
              <Typography>
                <Message id="screens.ineligible.ifWrong" values={{ link: (chunks) => <RouterLink href={paths.profile}>{chunks}</RouterLink> }} />
              </Typography>
            </li>
            <li>
              <Typography>
                <Message id="screens.ineligible.ifRight" />{' '}
                <Link href="https://www.uscis.gov/" target="_blank" rel="noopener">
                  {t('screens.ineligible.uscis')}
                  <VisuallyHidden> {t('auth.opensInNewTab')}</VisuallyHidden>
                </Link>
                .
              </Typography>
            </li>
          </Box>
          <LinkButton href={paths.profile} variant="contained" sx={{ mt: 3 }}>
            {t('screens.ineligible.toProfile')}
          </LinkButton>
        </Paper>
      </Stack>
    </PageContainer>
  );
}
