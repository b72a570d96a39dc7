import type { Answers } from '@domain/answers.ts';
import { answer } from '@domain/catalogue/shown.ts';
import { textOf } from '@domain/catalogue/text.ts';
import type { FieldDef } from '@domain/catalogue/types.ts';
import { TAX_YEAR_ANSWERS } from '@domain/rules/income-tax-years.ts';
import { PREDICTION_KEY } from '@domain/rules/derived-answers.ts';
import { parseNumber } from '@domain/rules/numbers.ts';
import { PREDICTION_TENTHS, weightedIncomePrediction } from '@domain/rules/income-prediction.ts';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useAnswerActions } from './answer-context.ts';
import { fieldDomId } from './field-paths.ts';
import { describedByOf, QuestionFrame } from './QuestionFrame.tsx';
import { useIntl } from 'react-intl';
import { useMoney } from '../../i18n/use-money.ts';
import { useT } from '../../i18n/use-t.ts';


/**
 * INCOME step 3: the estimate is worked out, never typed (spec section 4). The server works out
 * incomeCurrentYearPrediction at each save (domain/rules/derived-answers.ts) and this shows its
 * answer: the 60/30/10 estimate the next question asks about. Once the person says the estimate is
 * not right, the stored answer is their own figure, and the estimate they turned down is shown
 * beside it, worked out by the same rule.
 */
export function IncomePrediction({ field, answers }: { field: FieldDef; answers: Answers }) {
  const actions = useAnswerActions();
  const t = useT();
  const money = useMoney();
  const intl = useIntl();
  const id = fieldDomId(field.key);
  const messages = actions.visibleMessages(field.key);
  const help = textOf(field.help, actions.facts);
  const [first, second, third] = TAX_YEAR_ANSWERS.map((keys) => answers[keys.income]);
  const given = [first, second, third].filter((amount) => typeof amount === 'string');
  const source = { answers: { INCOME: answers } };
  // The wizard deletes an answer it empties, so a figure of their own is one that is not ''.
  const ownFigure = answer(source, 'INCOME', 'incomeCurrentYearUserOverrideValue');
  const overridden = answer(source, 'INCOME', 'incomeCurrentYearUserOverrideYesNo') === 'no' && ownFigure !== '';
  const stored = answers[PREDICTION_KEY];
  const estimate = overridden ? weightedIncomePrediction(first, second, third) : typeof stored === 'string' ? parseNumber(stored) : null;
  const latest = actions.facts.mostRecentTaxYear;
  const parts = TAX_YEAR_ANSWERS.map((keys, slot) => ({
    amount: money(parseNumber(answers[keys.income])),
    share: intl.formatNumber((PREDICTION_TENTHS[slot] ?? 0) / 10, { style: 'percent' }),
    year: latest === null ? null : latest - slot,
  }));

  return (
    <QuestionFrame id={id} question={textOf(field.question, actions.facts)} required={false} worked help={help} messages={messages}>
      {given.length === 0 ? (
        <Typography id={id} tabIndex={-1} sx={{ color: 'text.secondary' }}>
          {t('walk.income.enterFirst', { years: textOf([{ taxYear: 'all' }], actions.facts) })}
        </Typography>
      ) : estimate === null ? (
        <Typography id={id} tabIndex={-1} role="status" sx={{ color: 'text.secondary' }}>
          {t('walk.income.working')}
        </Typography>
      ) : (
        <>
          <TextField
            id={id}
            size="small"
            value={intl.formatNumber(estimate, { maximumFractionDigits: 2 })}
            sx={{ width: { xs: '100%', sm: 240 }, '& input': { fontWeight: 600 } }}
            slotProps={{
              input: { readOnly: true, startAdornment: <InputAdornment position="start">$</InputAdornment> },
              htmlInput: { 'aria-readonly': true, 'aria-describedby': describedByOf(id, help, messages) },
            }}
          />
          <Typography variant="body2" sx={{ mt: 1, color: 'text.secondary' }}>
            {parts.map(({ amount, share, year }) => (year === null ? t('walk.income.share', { share, amount }) : t('walk.income.shareOfYear', { share, amount, year: String(year) }))).join(' + ')}
          </Typography>
          {overridden && (
            <Typography variant="body2" sx={{ mt: 0.5 }}>
              {t('walk.income.yourFigure', { amount: money(parseNumber(ownFigure)) })}
            </Typography>
          )}
        </>
      )}
    </QuestionFrame>
  );
}
