import { YES_NO } from '@domain/catalogue/choices.ts';
import { mostRecentTaxYear, taxYearOptions, taxYearSpan } from '@domain/rules/tax-years.ts';
import Alert from '@mui/material/Alert';
import { useAnswerActions } from '../answer-context.ts';
import type { InputProps } from './input-props.ts';
import { useT } from '../../../i18n/use-t.ts';
import { RadioAnswer } from './RadioAnswer.tsx';

/**
 * The most recent tax year of the income answers, asked up to the April deadline as "Have you
 * already filed your return for last year?": Yes records last year, No the year before
 * (domain/rules/tax-years.ts). After the deadline the wizard records it and does not ask.
 */
export function TaxYearAnswer(props: InputProps) {
  const { filingDate } = useAnswerActions();
  const t = useT();
  const options = taxYearOptions(filingDate);
  if (!options) return null;
  const filed = String(mostRecentTaxYear(options, true));
  const notYet = String(mostRecentTaxYear(options, false));
  const chosen = props.value === filed ? 'yes' : props.value === notYet ? 'no' : '';
  const elsewhere = chosen === '' && /^\d{4}$/.test(props.value) ? Number(props.value) : null;
  return (
    <>
      {elsewhere !== null && (
        <Alert severity="info" sx={{ mb: 1.5 }}>
          {t('walk.taxYear.elsewhere', { years: taxYearSpan(elsewhere) })}
        </Alert>
      )}
      <RadioAnswer
        {...props}
        value={chosen}
        choices={YES_NO}
        onChange={(answer) => props.onChange(answer === 'yes' ? filed : answer === 'no' ? notYet : '')}
      />
    </>
  );
}
