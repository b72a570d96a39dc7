import FactCheckIcon from '@mui/icons-material/FactCheck';
import SupportAgentIcon from '@mui/icons-material/SupportAgent';
import { Box, Grid, Paper, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import type { FilingStatus } from '@domain/contract/filing.ts';
import type { MessageId } from '@domain/i18n/messages.ts';
import { PRICE_DOLLARS } from '@domain/product/package.ts';
import { paths } from '../../../config/paths.ts';
import { LinkButton } from '../../../components/ui/RouterLink.tsx';
import { useMoney } from '../../../i18n/use-money.ts';
import { inWords, useT } from '../../../i18n/use-t.ts';

function Card({ icon, title, children, action }: { icon: ReactNode; title: string; children: ReactNode; action: ReactNode }) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, height: '100%', display: 'flex', flexDirection: 'column', gap: 1.5 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
        {icon}
        <Typography component="h2" variant="h6" sx={{ fontWeight: 700 }}>
          {title}
        </Typography>
      </Box>
      <Typography color="text.secondary" sx={{ flex: 1 }}>
        {children}
      </Typography>
      <Box>{action}</Box>
    </Paper>
  );
}

type T = (id: MessageId, values?: Record<string, string | number>) => string;

/** What the check leads to, as the filing status says: what can be paid for and downloaded today, and what waits. */
function afterTheCheck(filing: FilingStatus | null, t: T, price: string): string {
  // "Your petition: Forms I-130 and I-130A" inside a sentence: only its first letter changes.
  const inSentence = (title: string): string => title.charAt(0).toLowerCase() + title.slice(1);
  const now = filing?.stages.filter((stage) => stage.fileable).map((stage) => inSentence(stage.title)) ?? [];
  const later = filing?.stages.filter((stage) => !stage.fileable).map((stage) => inSentence(stage.title)) ?? [];
  if (!filing || later.length === 0) return t('screens.next.thenAll', { price });
  // Nothing is payable yet, but the petition need not wait: the card points to the offer above it.
  if (!filing.payable) return filing.proposal ? t('today.thenPetitionFirst', { price }) : t('screens.next.thenNotPayable');
  return t('screens.next.thenSplit', { price, now: inWords(now, t), later: inWords(later, t) });
}

/** What comes after filling in: the check (→ /checking-stage) and where to find help (→ /help). */
export function NextStepCards({ filing }: { filing: FilingStatus | null }) {
  const t = useT();
  const money = useMoney();
  return (
    <Grid container spacing={2} sx={{ mt: 1 }}>
      <Grid size={{ xs: 12, md: 7 }}>
        <Card
          icon={<FactCheckIcon color="primary" aria-hidden />}
          title={t('screens.next.checkTitle')}
          action={
            <LinkButton href={paths.checkingStage} variant="contained" size="large" startIcon={<FactCheckIcon />}>
              {t('screens.next.checkButton')}
            </LinkButton>
          }
        >
          {t('screens.next.checkText')} {afterTheCheck(filing, t, money(PRICE_DOLLARS))}
        </Card>
      </Grid>
      <Grid size={{ xs: 12, md: 5 }}>
        <Card
          icon={<SupportAgentIcon color="primary" aria-hidden />}
          title={t('screens.next.helpTitle')}
          action={
            <LinkButton href={paths.help} variant="outlined">
              {t('screens.next.helpButton')}
            </LinkButton>
          }
        >
          {t('screens.next.helpText')}
        </Card>
      </Grid>
    </Grid>
  );
}
