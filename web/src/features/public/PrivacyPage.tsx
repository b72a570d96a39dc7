import { RouterLink } from '../../components/ui/RouterLink.tsx';
import { paths } from '../../config/paths.ts';
import { PublicPage } from './components/PublicPage.tsx';
import { P, Section } from './components/Section.tsx';

/** /privacy: what is kept, how it is protected, and how it is deleted — as the product does it. */
export default function PrivacyPage() {
  return (
    <PublicPage title="Privacy Policy" subtitle="Your application holds some of the most personal facts about you. This is how we treat them." maxWidth="md">
      <Section id="what-we-keep" title="What we keep">
        <ul>
          <li>Your account: your e-mail address and your password, kept only as an argon2 hash that cannot be turned back into it.</li>
          <li>
            Your answers: what the forms ask about both spouses, such as names, dates of birth, addresses, Social Security and A-Numbers,
            passports, immigration history, jobs and income; and the filled forms and their page previews.
          </li>
          <li>Your payment: that you paid, how much and when. Your card is handled by our payment provider, Stripe; its number never reaches us.</li>
          <li>
            Security records: each sign-in attempt and each refused request, with a keyed hash of your network address instead of the
            address itself.
          </li>
          <li>Product statistics: which steps are used (a sign-up, a finished form, a page visited, without any id), never who used them.</li>
        </ul>
      </Section>
      <Section id="security" title="How your data is protected">
        <P>
          Every account has its own encryption key (AES-256-GCM). Your e-mail address, your answers, your filled forms and their previews are
          stored encrypted with it, and the key itself is stored encrypted with a master key kept apart from the database. A copy of the
          database alone shows none of them.
        </P>
        <P>
          Our server logs never contain your answers, your e-mail address or your password. The tool our staff use to look at an
          application shows its personal answers only after recording who asked to see them, when and why.
        </P>
        <P>
          Your session lives in your browser’s storage (for this tab only unless you choose “Remember me”); we set no tracking cookies and
          load no third-party trackers.
        </P>
      </Section>
      <Section id="use" title="What we use it for">
        <P>
          Only to prepare, check and deliver your application, to send you the e-mails your account needs (address verification, password
          reset), to take your payment and to keep the service secure. We do not sell your data, do not use it for advertising and do not send
          it to USCIS or anyone else: you file the forms yourself.
        </P>
      </Section>
      <Section id="deletion" title="Deleting your account">
        <P>
          You can delete your account at any time in <RouterLink href={paths.profile}>Profile Settings</RouterLink>. Deleting it destroys your
          encryption key at once: from that moment your answers, your e-mail address and your documents can no longer be read by anyone,
          including us. The record that your account existed and when its answers changed stays, for audit, without any readable personal
          data; the remaining rows of a deleted account (its documents, payments and mail) are removed in a regular clean-up.
        </P>
      </Section>
      <Section id="questions" title="Questions">
        <P>
          Write to us through the <RouterLink href={paths.contact}>contact page</RouterLink>.
        </P>
      </Section>
    </PublicPage>
  );
}
