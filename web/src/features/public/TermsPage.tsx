import { LATER_STAGE_REFUND_MONTHS, PRICE_DOLLARS } from '@domain/product/package.ts';
import { FilingToday } from '../../components/filing/FilingToday.tsx';
import { RouterLink } from '../../components/ui/RouterLink.tsx';
import { paths } from '../../config/paths.ts';
import { Message } from '../../i18n/Message.tsx';
import { useT } from '../../i18n/use-t.ts';
import { PublicPage } from './components/PublicPage.tsx';
import { P, Section } from './components/Section.tsx';

const YOUR_PART = ['truth', 'read', 'file', 'password'] as const;

/** /terms: the terms of service, in plain words. */
export default function TermsPage() {
  const t = useT();
  const price = { price: PRICE_DOLLARS };
  return (
    <PublicPage title={t('pages.terms.title')} subtitle={t('pages.terms.subtitle')} maxWidth="md">
      <Section id="service" title={t('pages.terms.service.title')}>
        <P>{t('pages.terms.service.text', { notAffiliated: t('notice.notAffiliated') })}</P>
      </Section>
      <Section id="no-legal-advice" title={t('pages.terms.advice.title')}>
        <P>{t('pages.terms.advice.text')}</P>
      </Section>
      <Section id="your-part" title={t('pages.terms.yourPart.title')}>
        <ul>
          {YOUR_PART.map((item) => (
            <li key={item}>{t(`pages.terms.yourPart.${item}`)}</li>
          ))}
        </ul>
      </Section>
      <Section id="price" title={t('pages.terms.price.title')}>
        <P>{t('pages.terms.price.text', price)}</P>
        <P>{t('pages.terms.price.stages')}</P>
        <FilingToday />
      </Section>
      <Section id="refunds" title={t('pages.terms.refunds.title')}>
        <P>
          <Message
            id="pages.terms.refunds.text"
            values={{ ...price, months: LATER_STAGE_REFUND_MONTHS, contact: (words) => <RouterLink href={paths.contact}>{words}</RouterLink> }}
          />
        </P>
      </Section>
      <Section id="outcome" title={t('pages.terms.outcome.title')}>
        <P>{t('pages.terms.outcome.text')}</P>
      </Section>
      <Section id="availability" title={t('pages.terms.availability.title')}>
        <P>{t('pages.terms.availability.text')}</P>
      </Section>
      <Section id="ending" title={t('pages.terms.ending.title')}>
        <P>
          <Message id="pages.terms.ending.text" values={{ privacy: (words) => <RouterLink href={paths.privacy}>{words}</RouterLink> }} />
        </P>
      </Section>
      <Section id="changes" title={t('pages.terms.changes.title')}>
        <P>{t('pages.terms.changes.text')}</P>
      </Section>
    </PublicPage>
  );
}
