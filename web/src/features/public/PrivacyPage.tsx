import { RouterLink } from '../../components/ui/RouterLink.tsx';
import { paths } from '../../config/paths.ts';
import { Message } from '../../i18n/Message.tsx';
import { useT } from '../../i18n/use-t.ts';
import { PublicPage } from './components/PublicPage.tsx';
import { P, Section } from './components/Section.tsx';

const KEPT = ['account', 'answers', 'payment', 'security', 'statistics'] as const;
const PROTECTED = ['encryption', 'logs', 'session'] as const;

/** /privacy: what is kept, how it is protected, and how it is deleted — as the product does it. */
export default function PrivacyPage() {
  const t = useT();
  return (
    <PublicPage title={t('pages.privacy.title')} subtitle={t('pages.privacy.subtitle')} maxWidth="md">
      <Section id="what-we-keep" title={t('pages.privacy.keep.title')}>
        <ul>
          {KEPT.map((item) => (
            <li key={item}>{t(`pages.privacy.keep.${item}`)}</li>
          ))}
        </ul>
      </Section>
      <Section id="security" title={t('pages.privacy.security.title')}>
        {PROTECTED.map((item) => (
          <P key={item}>{t(`pages.privacy.security.${item}`)}</P>
        ))}
      </Section>
      <Section id="use" title={t('pages.privacy.use.title')}>
        <P>{t('pages.privacy.use.text')}</P>
      </Section>
      <Section id="deletion" title={t('pages.privacy.deletion.title')}>
        <P>
          <Message id="pages.privacy.deletion.text" values={{ profile: (words) => <RouterLink href={paths.profile}>{words}</RouterLink> }} />
        </P>
      </Section>
      <Section id="questions" title={t('pages.privacy.questions.title')}>
        <P>
          <Message id="pages.privacy.questions.text" values={{ contact: (words) => <RouterLink href={paths.contact}>{words}</RouterLink> }} />
        </P>
      </Section>
    </PublicPage>
  );
}
