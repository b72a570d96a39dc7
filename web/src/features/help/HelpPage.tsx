import { Box, Paper, Typography } from '@mui/material';
import { PageContainer } from '../../components/ui/PageContainer.tsx';
import { RouterLink } from '../../components/ui/RouterLink.tsx';
import { SupportContacts } from '../../components/ui/SupportContacts.tsx';
import { paths } from '../../config/paths.ts';

/** /help: how to reach support, and when (spec section 2). */
export default function HelpPage() {
  return (
    <PageContainer title="Help and Support" subtitle="Questions about using Greencard? We are glad to help." maxWidth="md">
      <SupportContacts />
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, mt: 2 }}>
        <Typography component="h2" variant="h6" sx={{ fontWeight: 700, mb: 1 }}>
          Before you call
        </Typography>
        <Box component="ul" sx={{ pl: 2.5, m: 0, display: 'grid', gap: 1 }}>
          <li>
            <Typography>
              Not sure what is missing? <RouterLink href={paths.checkingStage}>Check My Data</RouterLink> lists every question that still needs an answer.
            </Typography>
          </li>
          <li>
            <Typography>
              Your situation changed? You can change your onboarding answers in <RouterLink href={paths.profile}>Profile Settings</RouterLink>.
            </Typography>
          </li>
          <li>
            <Typography>
              We help with using Greencard and its forms. We are not a law firm and cannot give legal advice about your case.
            </Typography>
          </li>
        </Box>
      </Paper>
    </PageContainer>
  );
}
