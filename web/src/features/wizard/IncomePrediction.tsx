import type { Answers } from '@domain/answers.ts';
import type { FieldDef } from '@domain/catalogue/types.ts';
import { formatNumber } from '@domain/rules/numbers.ts';
import { weightedIncomePrediction } from '@domain/rules/income-prediction.ts';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useAnswerActions } from './answer-context.ts';
import { fieldDomId } from './field-paths.ts';
import { describedByOf, QuestionFrame } from './QuestionFrame.tsx';

const YEARS = [
  { key: 'income1stMostRecentIncome', year: '2024', share: '60%' },
  { key: 'income2ndMostRecentIncome', year: '2023', share: '30%' },
  { key: 'income3rdMostRecentIncome', year: '2022', share: '10%' },
] as const;

/**
 * INCOME step 3: the estimate is worked out, never typed (spec section 4). It shows the 60/30/10
 * estimate the next question asks about; the stored incomeCurrentYearPrediction follows the
 * person's own figure when they say the estimate is not right (prepared-answers.ts).
 */
export function IncomePrediction({ field, answers }: { field: FieldDef; answers: Answers }) {
  const actions = useAnswerActions();
  const id = fieldDomId(field.key);
  const messages = actions.visibleMessages(field.key);
  const given = YEARS.filter(({ key }) => typeof answers[key] === 'string');
  const estimate = weightedIncomePrediction(answers[YEARS[0].key], answers[YEARS[1].key], answers[YEARS[2].key]);
  const overridden = answers['incomeCurrentYearUserOverrideYesNo'] === 'no' && typeof answers['incomeCurrentYearUserOverrideValue'] === 'string';
  return (
    <QuestionFrame id={id} question={field.question} required={false} worked help={field.help} messages={messages}>
      {given.length === 0 ? (
        <Typography id={id} tabIndex={-1} sx={{ color: 'text.secondary' }}>
          Enter your total income for 2024, 2023 and 2022 on the previous step, Income Details, and the estimate appears here.
        </Typography>
      ) : (
        <>
          <TextField
            id={id}
            size="small"
            value={formatNumber(estimate)}
            sx={{ width: { xs: '100%', sm: 240 }, '& input': { fontWeight: 600 } }}
            slotProps={{
              input: { readOnly: true, startAdornment: <InputAdornment position="start">$</InputAdornment> },
              htmlInput: { 'aria-readonly': true, 'aria-describedby': describedByOf(id, field.help, messages) },
            }}
          />
          <Typography variant="body2" sx={{ mt: 1, color: 'text.secondary' }}>
            {YEARS.map(({ key, year, share }) => `${share} of $${formatNumber(answers[key] ?? 0) || '0'} (${year})`).join(' + ')}
          </Typography>
          {overridden && (
            <Typography variant="body2" sx={{ mt: 0.5 }}>
              You said your income this year is ${formatNumber(answers['incomeCurrentYearUserOverrideValue'])}; the forms will use that amount.
            </Typography>
          )}
        </>
      )}
    </QuestionFrame>
  );
}
