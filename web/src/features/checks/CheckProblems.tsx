import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { RouterLink } from '../../components/ui/RouterLink.tsx';
import type { Application } from '@domain/contract/applications.ts';
import type { CheckError } from '@domain/rules/check.ts';
import { useSnapshot } from 'valtio';
import { useT } from '../../i18n/use-t.ts';
import { languageState } from '../../stores/language.ts';
import { problemHref, problemsByForm, rowQuestion } from './problem-place.ts';

/** One problem: where it is (form, step number and name), the question, the message; a link opens it. */
function Problem({ problem, href }: { problem: CheckError; href: string | null }) {
  const placed = problem.step !== undefined && problem.question !== undefined;
  const t = useT();
  const { language } = useSnapshot(languageState);
  const row = rowQuestion(problem, language, t);
  if (!placed) {
    const text = `${problem.field}: ${problem.message}`;
    return <Typography>{href ? <RouterLink href={href}>{text}</RouterLink> : text}</Typography>;
  }
  return (
    <>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {t('screens.check.place', { form: problem.formName ?? '', step: problem.step ?? 0, stepName: problem.stepName ?? '' })}
      </Typography>
      <Typography sx={{ fontWeight: 600 }}>
        {href ? <RouterLink href={href}>{problem.question}</RouterLink> : problem.question}
        {problem.officialForms && (
          <Typography component="span" sx={{ fontWeight: 400, color: 'text.secondary' }}>
            {' '}({problem.officialForms})
          </Typography>
        )}
      </Typography>
      {row && <Typography variant="body2">{row}</Typography>}
      <Typography variant="body2" sx={{ color: 'error.main', fontWeight: 500 }}>
        {problem.message}
      </Typography>
    </>
  );
}

/** "Some information is missing": every problem, by form, each a link to the question that fixes it. */
export function CheckProblems({ problems, applications }: { problems: readonly CheckError[]; applications: readonly Application[] }) {
  const t = useT();
  const { language } = useSnapshot(languageState);
  const groups = problemsByForm(problems, t('screens.check.yourForms'), language);
  return (
    <Box sx={{ display: 'grid', gap: 2.5 }}>
      {groups.length > 1 && (
        <Box component="nav" aria-label={t('screens.check.formsNav')}>
          <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexWrap: 'wrap', gap: 1 }}>
            {groups.map((group) => (
              <li key={group.key}>
                <Link
                  href={`#problems-${group.key}`}
                  onClick={(event) => {
                    // The heading takes the focus too, so the keyboard continues from there.
                    event.preventDefault();
                    const heading = document.getElementById(`problems-${group.key}`);
                    heading?.scrollIntoView({ block: 'start' });
                    heading?.focus({ preventScroll: true });
                  }}
                  sx={{ display: 'inline-block', px: 1.5, py: 0.5, border: 1, borderColor: 'divider', borderRadius: 4, bgcolor: 'background.paper', textDecoration: 'none' }}
                >
                  {group.title} ({group.problems.length})
                </Link>
              </li>
            ))}
          </Box>
        </Box>
      )}
      {groups.map((group) => (
        <Paper key={group.key} variant="outlined" component="section" aria-labelledby={`problems-${group.key}`} sx={{ p: { xs: 2, sm: 3 } }}>
          <Typography id={`problems-${group.key}`} tabIndex={-1} variant="h6" component="h3" sx={{ fontWeight: 700, mb: 1.5, scrollMarginTop: 80, outline: 'none' }}>
            {group.title}{' '}
            <Typography component="span" sx={{ color: 'text.secondary', fontWeight: 400 }}>
              ({t('screens.check.items', { count: group.problems.length })})
            </Typography>
          </Typography>
          <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 0 }}>
            {group.problems.map((problem, index) => (
              <Box
                component="li"
                key={`${problem.field}|${problem.message}|${index}`}
                sx={{ py: 1.5, borderTop: index === 0 ? 0 : 1, borderColor: 'divider', overflowWrap: 'anywhere' }}
              >
                <Problem problem={problem} href={problemHref(problem, applications)} />
              </Box>
            ))}
          </Box>
        </Paper>
      ))}
    </Box>
  );
}
