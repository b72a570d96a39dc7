import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useSnapshot } from 'valtio';
import { questionFor } from '@domain/catalogue/derived.ts';
import { CATALOGUE } from '@domain/catalogue/index.ts';
import { NO_FACTS } from '@domain/catalogue/text.ts';
import { isFormType } from '@domain/catalogue/types.ts';
import type { Application } from '@domain/contract/applications.ts';
import { spanishExplanations } from '@domain/rules/spanish-text.ts';
import { readAnswers } from '@domain/rules/validate.ts';
import { RouterLink } from '../../components/ui/RouterLink.tsx';
import { useT } from '../../i18n/use-t.ts';
import { languageState } from '../../stores/language.ts';
import { problemHref } from './problem-place.ts';

interface Found {
  readonly formType: string;
  readonly field: string;
  readonly place: string;
  readonly question: string;
  readonly step: number | null;
}

/** Every explanation of the couple's active applications that reads as Spanish, placed where it is asked. */
function explanationsInSpanish(applications: readonly Application[], language: (typeof languageState)['language'], place: (form: string, step: number, stepName: string) => string): Found[] {
  return applications
    .filter((application) => application.status.toLowerCase() !== 'archived' && isFormType(application.formType))
    .flatMap((application) => {
      const form = isFormType(application.formType) ? CATALOGUE[application.formType] : undefined;
      if (!form) return [];
      return spanishExplanations(form, readAnswers(application.data)).map(({ field }) => {
        const entry = questionFor(application.formType, field, { ...NO_FACTS, language });
        return {
          formType: application.formType,
          field,
          place: entry ? place(entry.formName, entry.step, entry.stepName) : form.formName,
          question: entry?.question ?? field,
          step: entry?.step ?? null,
        };
      });
    });
}

/**
 * The check's gentle word about explanations typed in Spanish (issue 22): USCIS reads English, so
 * each is listed with a link to rewrite it. It does not stop the couple from generating the forms.
 */
export function EnglishAnswers({ applications }: { applications: readonly Application[] }) {
  const t = useT();
  const { language } = useSnapshot(languageState);
  const found = explanationsInSpanish(applications, language, (form, step, stepName) => t('screens.check.place', { form, step, stepName }));
  if (found.length === 0) return null;
  return (
    <Alert severity="info" sx={{ mb: 2 }}>
      <AlertTitle component="h2">{t('screens.english.title')}</AlertTitle>
      <Typography variant="body2" sx={{ mb: 1 }}>
        {t('screens.english.text')}
      </Typography>
      <Box component="ul" sx={{ m: 0, pl: 2.5, display: 'grid', gap: 0.75 }}>
        {found.map((item) => {
          const href = problemHref({ formType: item.formType, field: item.field, message: '', ...(item.step === null ? {} : { step: item.step }) }, applications);
          return (
            <li key={`${item.formType}|${item.field}`}>
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {item.place}
              </Typography>
              <Typography variant="body2" sx={{ fontWeight: 600 }}>
                {href ? <RouterLink href={href}>{item.question}</RouterLink> : item.question}
              </Typography>
            </li>
          );
        })}
      </Box>
    </Alert>
  );
}
