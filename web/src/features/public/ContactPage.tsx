import { Box } from '@mui/material';
import { RouterLink } from '../../components/ui/RouterLink.tsx';
import { SupportContacts } from '../../components/ui/SupportContacts.tsx';
import { paths } from '../../config/paths.ts';
import { PublicPage } from './components/PublicPage.tsx';
import { Message } from '../../i18n/Message.tsx';
import { useT } from '../../i18n/use-t.ts';
import { P, Section } from './components/Section.tsx';

/** /contact: how to reach support, readable without an account. */
export default function ContactPage() {
  const t = useT();
  return (
    <PublicPage title={t('public.contact.title')} subtitle={t('public.contact.subtitle')} maxWidth="md">
      <SupportContacts />
      <Box sx={{ mt: 4 }}>
        <Section title={t('public.contact.help.title')}>
          <P>{t('public.contact.help.p1')}</P>
          <P>{t('public.contact.help.p2')}</P>
          <P>
            <Message
              id="public.contact.help.p3"
              values={{
                profile: (words) => <RouterLink href={paths.profile}>{words}</RouterLink>,
                privacy: (words) => <RouterLink href={paths.privacy}>{words}</RouterLink>,
              }}
            />
          </P>
        </Section>
      </Box>
    </PublicPage>
  );
}
