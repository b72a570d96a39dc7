import { Box } from '@mui/material';
import { RouterLink } from '../../components/ui/RouterLink.tsx';
import { SupportContacts } from '../../components/ui/SupportContacts.tsx';
import { paths } from '../../config/paths.ts';
import { PublicPage } from './components/PublicPage.tsx';
import { P, Section } from './components/Section.tsx';

/** /contact: how to reach support, readable without an account. */
export default function ContactPage() {
  return (
    <PublicPage title="Contact us" subtitle="Questions about Greencard, your account, a payment or a refund: we are glad to help." maxWidth="md">
      <SupportContacts />
      <Box sx={{ mt: 4 }}>
        <Section title="What we can help with">
          <P>
            Using Greencard, its questions and checks, your account, payments and refunds. We are not a law firm and cannot give legal
            advice about your case; for that, talk to an immigration attorney or an accredited representative.
          </P>
          <P>
            Please never send us your Social Security number, A-Number or passport number by e-mail: we never need them to help you.
          </P>
          <P>
            To delete your account and your answers, sign in and open <RouterLink href={paths.profile}>Profile Settings</RouterLink>; the{' '}
            <RouterLink href={paths.privacy}>privacy policy</RouterLink> says what deleting does.
          </P>
        </Section>
      </Box>
    </PublicPage>
  );
}
