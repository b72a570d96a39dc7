import type { Answers } from '@domain/answers.ts';
import { conditionHolds } from '@domain/catalogue/conditions.ts';
import type { FieldDef } from '@domain/catalogue/types.ts';
import { HOUSEHOLD_SIZE_KEY, PREDICTION_KEY } from '@domain/rules/derived-answers.ts';
import { taxYearOptions } from '@domain/rules/tax-years.ts';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useAnswerActions } from './answer-context.ts';
import { GroupAnswer } from './GroupAnswer.tsx';
import { HouseholdSizeBreakdown } from './HouseholdSizeBreakdown.tsx';
import { IncomePrediction } from './IncomePrediction.tsx';
import { Question } from './Question.tsx';

/**
 * The questions of one step that the answers so far make relevant, in catalogue order. The tax
 * year of the income answers is asked only up to the April deadline: after it there is one, and
 * the wizard records it.
 */
export function StepQuestions({ fields, answers }: { fields: readonly FieldDef[]; answers: Answers }) {
  const { filingDate } = useAnswerActions();
  const asksTaxYear = taxYearOptions(filingDate)?.ask === true;
  // Only a step whose every question is not asked of this couple (their petition is already filed) has no fields.
  if (fields.length === 0) {
    return <Typography>Your petition is already filed: nothing on this step is needed for your green card application. Go on to the next step.</Typography>;
  }
  return (
    <Stack spacing={3.5}>
      {fields
        .filter((field) => conditionHolds(field.visibleWhen, answers) && (field.kind !== 'taxYear' || asksTaxYear))
        .map((field) => {
          if (field.kind === 'group') {
            const value = answers[field.key];
            return <GroupAnswer key={field.key} field={field} rows={Array.isArray(value) ? value : []} answers={answers} />;
          }
          if (field.key === PREDICTION_KEY) return <IncomePrediction key={field.key} field={field} answers={answers} />;
          if (field.key === HOUSEHOLD_SIZE_KEY) return <HouseholdSizeBreakdown key={field.key} field={field} answers={answers} />;
          return <Question key={field.key} field={field} path={field.key} value={answers[field.key]} />;
        })}
    </Stack>
  );
}
