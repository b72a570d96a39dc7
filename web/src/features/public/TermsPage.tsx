import { NOT_AFFILIATED } from '@domain/product/notices.ts';
import { LATER_STAGE_REFUND_MONTHS, PRICE_DOLLARS } from '@domain/product/package.ts';
import { FilingToday } from '../../components/filing/FilingToday.tsx';
import { RouterLink } from '../../components/ui/RouterLink.tsx';
import { paths } from '../../config/paths.ts';
import { PublicPage } from './components/PublicPage.tsx';
import { P, Section } from './components/Section.tsx';

/** /terms: the terms of service, in plain words. */
export default function TermsPage() {
  return (
    <PublicPage title="Terms of Service" subtitle="What you can expect from Greencard, and what it expects of you." maxWidth="md">
      <Section id="service" title="The service">
        <P>
          Greencard is software that helps a married couple prepare a marriage-based green card application filed from inside the United
          States. It asks questions, checks the answers and fills the official blank forms published by U.S. Citizenship and Immigration
          Services (USCIS) with them. {NOT_AFFILIATED}.
        </P>
      </Section>
      <Section id="no-legal-advice" title="No legal advice">
        <P>
          Greencard is not a law firm and does not give legal advice. No attorney reviews your answers or your forms, and using Greencard
          creates no attorney–client relationship. Its help texts explain what a question asks; they do not tell you what is best for your
          case. If you are unsure whether to file, or your history includes arrests, immigration violations or earlier removals, ask an
          immigration attorney or an accredited representative before you file.
        </P>
      </Section>
      <Section id="your-part" title="Your part">
        <ul>
          <li>Answer truthfully and completely. You and your spouse sign the forms under penalty of perjury; the answers are yours.</li>
          <li>Read every page of the package before you sign it. Sign by hand, in ink, where the cover page says.</li>
          <li>File the package yourself, with the USCIS fees, at the address USCIS gives for your case, and keep a copy.</li>
          <li>Keep your password to yourself; the account is for one couple’s application.</li>
        </ul>
      </Section>
      <Section id="price" title="Price and payment">
        <P>
          Preparing, checking and previewing your forms is free. Downloading the package costs ${PRICE_DOLLARS}, paid once by card through
          our payment provider, Stripe; we never see your card number. USCIS filing fees are not included: you pay them to USCIS when you
          file. After paying you can download your package again, at no extra cost, whenever you change an answer.
        </P>
        <P>
          A filing in two stages (the petition first, then the green card application) is paid once, for both. You can pay only when a part
          you would download now can be filed today; you download that part at once, and the later part when every form of it can be filed
          and it waits for nothing else (the petition&apos;s receipt notice, a current Visa Bulletin date). We e-mail you when it opens. Today:
        </P>
        <FilingToday />
      </Section>
      <Section id="refunds" title="Refunds">
        <P>
          We refund the full ${PRICE_DOLLARS} when you ask before downloading anything, or at any time when a fault on our side keeps us
          from delivering your package. When you file in two stages and we cannot deliver the later stage within {LATER_STAGE_REFUND_MONTHS} months of your payment
          (for example because USCIS has not taken a form back into use, or we could not update one to the edition USCIS requires), we
          refund the full ${PRICE_DOLLARS} without your asking, even though you downloaded the first stage. Otherwise, once a package has been
          downloaded the payment is final, since you saw every filled page before paying. Ask for a refund through the <RouterLink href={paths.contact}>contact page</RouterLink>.
          USCIS fees are paid to USCIS and are refunded only by USCIS, which as a rule does not refund them.
        </P>
      </Section>
      <Section id="outcome" title="What we cannot promise">
        <P>
          USCIS alone decides your case. Greencard checks that the forms are complete and consistent with your answers; it cannot promise
          that USCIS approves the application, accepts it without a request for evidence, or processes it within any time. Our liability
          for the service is limited to the price you paid for it.
        </P>
      </Section>
      <Section id="availability" title="Availability">
        <P>
          We announce planned maintenance on the site before it starts. Your saved answers are kept through it.
        </P>
      </Section>
      <Section id="ending" title="Ending">
        <P>
          You can delete your account at any time in Profile Settings; the <RouterLink href={paths.privacy}>privacy policy</RouterLink> says
          what happens to your data. We may close an account used to misuse the service or to prepare applications for other people
          commercially.
        </P>
      </Section>
      <Section id="changes" title="Changes to these terms">
        <P>
          If these terms change, we say so on the site before the change applies. A payment already made stays under the terms in force when
          it was made.
        </P>
      </Section>
    </PublicPage>
  );
}
