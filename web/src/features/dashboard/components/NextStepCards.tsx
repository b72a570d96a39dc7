import FactCheckIcon from '@mui/icons-material/FactCheck';
import SupportAgentIcon from '@mui/icons-material/SupportAgent';
import { Box, Grid, Paper, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import type { FilingStatus } from '@domain/contract/filing.ts';
import { PRICE_DOLLARS } from '@domain/product/package.ts';
import { paths } from '../../../config/paths.ts';
import { LinkButton } from '../../../components/ui/RouterLink.tsx';

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

/** What the check leads to, as the filing status says: what can be paid for and downloaded today, and what waits. */
function afterTheCheck(filing: FilingStatus | null): string {
  // "Your petition: Forms I-130 and I-130A" inside a sentence: only its first letter changes.
  const inSentence = (title: string): string => title.charAt(0).toLowerCase() + title.slice(1);
  const now = filing?.stages.filter((stage) => stage.fileable).map((stage) => inSentence(stage.title)) ?? [];
  const later = filing?.stages.filter((stage) => !stage.fileable).map((stage) => inSentence(stage.title)) ?? [];
  if (!filing || later.length === 0) return `Then you preview the filled USCIS forms, pay $${PRICE_DOLLARS} once and download your package.`;
  if (!filing.payable) return 'Then you preview the filled USCIS forms. Payment opens as soon as a part of your filing can be filed: nothing is sold before.';
  return `Then you preview the filled USCIS forms and pay $${PRICE_DOLLARS} once: you download ${now.join(' and ')} now, and ${later.join(' and ')} when it is ready, at no extra cost.`;
}

/** What comes after filling in: the check (→ /checking-stage) and where to find help (→ /help). */
export function NextStepCards({ filing }: { filing: FilingStatus | null }) {
  return (
    <Grid container spacing={2} sx={{ mt: 1 }}>
      <Grid size={{ xs: 12, md: 7 }}>
        <Card
          icon={<FactCheckIcon color="primary" aria-hidden />}
          title="Ready to check?"
          action={
            <LinkButton href={paths.checkingStage} variant="contained" size="large" startIcon={<FactCheckIcon />}>
              Check My Data
            </LinkButton>
          }
        >
          Check My Data reviews every answer and lists anything missing. {afterTheCheck(filing)}
        </Card>
      </Grid>
      <Grid size={{ xs: 12, md: 5 }}>
        <Card
          icon={<SupportAgentIcon color="primary" aria-hidden />}
          title="Need help?"
          action={
            <LinkButton href={paths.help} variant="outlined">
              Help and Support
            </LinkButton>
          }
        >
          Questions about using Greencard? Our support team is here on weekdays.
        </Card>
      </Grid>
    </Grid>
  );
}
