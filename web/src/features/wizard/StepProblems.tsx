import { textOf, type TextFacts } from '@domain/catalogue/text.ts';
import type { FieldDef, StepDef } from '@domain/catalogue/types.ts';
import type { FieldError } from '@domain/rules/validate.ts';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { Ref } from 'react';
import { useT } from '../../i18n/use-t.ts';
import type { MessageId } from '@domain/i18n/messages.ts';
import { parseRowPath, rootKeyOf, type FieldPath } from './field-paths.ts';

/** The question a path asks, as the person saw it ("Address 2: When did you move in?"). */
function questionOf(step: StepDef, path: FieldPath, facts: TextFacts, t: (id: MessageId, values?: Record<string, string | number>) => string): string {
  const field: FieldDef | undefined = step.fields.find((f) => f.key === rootKeyOf(path));
  if (!field) return path;
  const row = parseRowPath(path);
  if (!row) return textOf(field.question, facts);
  const item = field.item?.find((i) => i.key === row.itemKey);
  const label = field.itemLabel ?? t('wizard.row.entry');
  const title = `${label.charAt(0).toUpperCase()}${label.slice(1)}`;
  const asked = item ? textOf(item.question, facts) : row.itemKey;
  // Address parts read "Address: city or town"; after "Address 2:" the word is not said twice.
  const question = asked.startsWith(`${title}: `) ? asked.slice(title.length + 2) : asked;
  return t('wizard.row.question', { row: t('wizard.row.title', { label: title, number: row.index + 1 }), question });
}

interface StepProblemsProps {
  step: StepDef;
  facts: TextFacts;
  problems: readonly FieldError[];
  isLastStep: boolean;
  onShow(path: FieldPath): void;
  summaryRef: Ref<HTMLDivElement>;
}

/**
 * Shown after Next on a step with problems: each one, linked to its question. It does not block:
 * someone who does not know an answer yet continues with Next and comes back later.
 */
export function StepProblems({ step, facts, problems, isLastStep, onShow, summaryRef }: StepProblemsProps) {
  const count = problems.length;
  const t = useT();
  return (
    <Alert severity="warning" role="region" aria-labelledby="step-problems-title" tabIndex={-1} ref={summaryRef} sx={{ mb: 3, '&:focus': { outline: '2px solid', outlineOffset: 2 } }}>
      <AlertTitle id="step-problems-title">
        {t('wizard.problems.title', { count })}
      </AlertTitle>
      <Typography component="ul" variant="body2" sx={{ m: 0, pl: 2.5 }}>
        {problems.map((problem) => (
          <li key={`${problem.field}|${problem.message}`}>
            <Link component="button" type="button" variant="body2" onClick={() => onShow(problem.field)} sx={{ textAlign: 'left', verticalAlign: 'baseline', fontWeight: 600 }}>
              {questionOf(step, problem.field, facts, t)}
            </Link>
            {' — '}
            {problem.message}
          </li>
        ))}
      </Typography>
      <Typography variant="body2" sx={{ mt: 1 }}>
        {t('wizard.problems.later', { button: isLastStep ? t('wizard.finish') : t('wizard.next') })}
      </Typography>
    </Alert>
  );
}
