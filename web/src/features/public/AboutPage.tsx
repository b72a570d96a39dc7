import { Box, Paper, Typography } from '@mui/material';
import { PACKAGE_FORMS, PRICE_DOLLARS } from '@domain/product/package.ts';
import type { MessageId } from '@domain/i18n/messages.ts';
import { FilingToday } from '../../components/filing/FilingToday.tsx';
import { LinkButton, RouterLink } from '../../components/ui/RouterLink.tsx';
import { paths } from '../../config/paths.ts';
import { Message } from '../../i18n/Message.tsx';
import { inWords, useT } from '../../i18n/use-t.ts';
import { PublicPage } from './components/PublicPage.tsx';
import { P, Section } from './components/Section.tsx';

const STEPS = [1, 2, 3, 4, 5] as const;
const step = (n: (typeof STEPS)[number], part: 'title' | 'text') => `public.about.how.${n}.${part}` as MessageId;

/** /about: what Greencard does and does not do, and how it works. Readable without an account. */
export default function AboutPage() {
  const t = useT();
  const formsInWords = (optional: boolean) => inWords(PACKAGE_FORMS.filter(({ option }) => (option !== undefined) === optional).map(({ form }) => form), t);
  return (
    <PublicPage title={t('public.about.title')} subtitle={t('public.about.subtitle')} maxWidth="md">
      <Section id="what-we-do" title={t('public.about.does.title')}>
        <P>{t('public.about.does.p1', { coreForms: formsInWords(false), optionalForms: formsInWords(true) })}</P>
        <P>{t('public.about.does.p2')}</P>
      </Section>
      <Section id="today" title={t('public.about.today.title')}>
        <FilingToday />
      </Section>
      <Section id="what-we-do-not" title={t('public.about.doesNot.title')}>
        <ul>
          {(['advice', 'file', 'decide', 'scope'] as const).map((item) => (
            <li key={item}>
              <Typography>
                <Message id={`public.about.doesNot.${item}`} />
              </Typography>
            </li>
          ))}
        </ul>
        <P>{t('notice.notAffiliated')}.</P>
      </Section>
      <Section id="how-it-works" title={t('public.about.how.title')}>
        <Box component="ol" sx={{ m: 0, pl: 0, listStyle: 'none', display: 'grid', gap: 1.5 }}>
          {STEPS.map((n) => (
            <Paper component="li" variant="outlined" key={n} sx={{ p: 2, display: 'flex', gap: 2 }}>
              <Typography aria-hidden="true" sx={{ fontWeight: 700, color: 'primary.main', fontSize: '1.25rem', minWidth: 24 }}>
                {n}
              </Typography>
              <Box>
                <Typography component="h3" sx={{ fontWeight: 700 }}>
                  {t(step(n, 'title'), { price: PRICE_DOLLARS })}
                </Typography>
                <Typography color="text.secondary">{t(step(n, 'text'))}</Typography>
              </Box>
            </Paper>
          ))}
        </Box>
      </Section>
      <Section id="your-data" title={t('public.about.data.title')}>
        <P>
          <Message id="public.about.data.text" values={{ link: (words) => <RouterLink href={`${paths.privacy}#security`}>{words}</RouterLink> }} />
        </P>
      </Section>
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
        <LinkButton href={paths.register} variant="contained">
          {t('public.about.createAccount')}
        </LinkButton>
        <LinkButton href={paths.pricing} variant="outlined">
          {t('public.about.seePackage')}
        </LinkButton>
      </Box>
    </PublicPage>
  );
}
