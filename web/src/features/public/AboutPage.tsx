import { Box, Paper, Typography } from '@mui/material';
import { NOT_AFFILIATED } from '@domain/product/notices.ts';
import { CORE_FORMS_IN_WORDS, OPTIONAL_FORMS_IN_WORDS, PRICE_DOLLARS } from '@domain/product/package.ts';
import { FilingToday } from '../../components/filing/FilingToday.tsx';
import { LinkButton, RouterLink } from '../../components/ui/RouterLink.tsx';
import { paths } from '../../config/paths.ts';
import { PublicPage } from './components/PublicPage.tsx';
import { P, Section } from './components/Section.tsx';

const STEPS: readonly [string, string][] = [
  ['A few questions', 'Seven short steps tell whether your case is one we prepare. If it is not, we say why before you pay anything.'],
  ['Your answers, in plain words', 'Step-by-step forms about both of you, your marriage and the sponsor’s income. Answers are saved as you type.'],
  ['Every answer checked', 'Check My Data finds what is missing or does not fit: dates, numbers, the five-year address and job histories, answers that disagree between forms, and the sponsor’s income against the HHS poverty guidelines.'],
  ['The official forms, filled', 'We fill the official blank forms USCIS publishes and show you every page, filled, before you pay.'],
  [
    `Pay $${PRICE_DOLLARS} once, download what can be filed`,
    'One PDF per package in filing order, with a cover page saying who signs where, what to attach and where to mail it. You print, sign by hand and mail it with the USCIS fees. A part that cannot be filed today is not sold alone: it comes with the same payment when it is ready.',
  ],
];

/** /about: what Greencard does and does not do, and how it works. Readable without an account. */
export default function AboutPage() {
  return (
    <PublicPage title="About Greencard" subtitle="Marriage-based green card forms, prepared with you and checked answer by answer." maxWidth="md">
      <Section id="what-we-do" title="What Greencard does">
        <P>
          Greencard helps a married couple prepare a marriage-based green card application filed from inside the United States
          (adjustment of status): a U.S. citizen or green card holder (the petitioner) and a spouse living in the U.S. (the beneficiary).
          It asks every question the official forms ask, in plain words, checks every answer, and fills Forms {CORE_FORMS_IN_WORDS},
          and when you ask for them {OPTIONAL_FORMS_IN_WORDS} (a work permit and a travel document).
        </P>
        <P>
          A couple can file everything together, or the petition (Forms I-130 and I-130A) first and the green card application later on its
          receipt notice, or only the green card application on a petition already filed. For a spouse abroad, and for a spouse the law bars
          from applying from inside the United States, Greencard prepares the petition and says what follows, which it does not prepare.
          The spouse must be the only person applying for a green card. The first questions tell you which of these is your case.
        </P>
      </Section>
      <Section id="today" title="What can be filed today">
        <FilingToday />
      </Section>
      <Section id="what-we-do-not" title="What Greencard does not do">
        <ul>
          <li>
            <Typography>
              <strong>It gives no legal advice.</strong> We are not a law firm, no attorney reviews your answers or your forms, and using
              Greencard creates no attorney–client relationship. If your case has complications (an arrest, an immigration violation, an
              earlier removal), talk to an immigration attorney or an accredited representative.
            </Typography>
          </li>
          <li>
            <Typography>
              <strong>It does not file for you.</strong> You print, sign by hand and mail the package, and pay the USCIS filing fees to
              USCIS yourself.
            </Typography>
          </li>
          <li>
            <Typography>
              <strong>It does not decide your case.</strong> USCIS does. Checked forms avoid rejections for missing or inconsistent answers;
              they cannot guarantee an approval.
            </Typography>
          </li>
          <li>
            <Typography>
              It does not prepare the steps of consular processing after the petition (the National Visa Center, Form DS-260, the
              interview) or applications for children or other relatives. It fills a joint
              sponsor’s Form I-864, but not Form I-864A: a household member who adds their income prints and signs it themselves.
            </Typography>
          </li>
        </ul>
        <P>{NOT_AFFILIATED}.</P>
      </Section>
      <Section id="how-it-works" title="How it works">
        <Box component="ol" sx={{ m: 0, pl: 0, listStyle: 'none', display: 'grid', gap: 1.5 }}>
          {STEPS.map(([title, text], index) => (
            <Paper component="li" variant="outlined" key={title} sx={{ p: 2, display: 'flex', gap: 2 }}>
              <Typography aria-hidden="true" sx={{ fontWeight: 700, color: 'primary.main', fontSize: '1.25rem', minWidth: 24 }}>
                {index + 1}
              </Typography>
              <Box>
                <Typography component="h3" sx={{ fontWeight: 700 }}>
                  {title}
                </Typography>
                <Typography color="text.secondary">{text}</Typography>
              </Box>
            </Paper>
          ))}
        </Box>
      </Section>
      <Section id="your-data" title="Your data">
        <P>
          Your answers hold what the forms ask: names, dates of birth, addresses, Social Security and A-Numbers, passports, income. They are
          encrypted with a key of your own, and deleting your account makes them unreadable at once. The{' '}
          <RouterLink href={`${paths.privacy}#security`}>privacy policy</RouterLink> says exactly how.
        </P>
      </Section>
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
        <LinkButton href={paths.register} variant="contained">
          Create an account
        </LinkButton>
        <LinkButton href={paths.pricing} variant="outlined">
          See what the package holds
        </LinkButton>
      </Box>
    </PublicPage>
  );
}
