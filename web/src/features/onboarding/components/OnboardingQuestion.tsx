import { Box, FormControl, FormControlLabel, FormHelperText, FormLabel, Radio, RadioGroup, TextField, Typography } from '@mui/material';
import { letterCaseOf } from '@domain/catalogue/letter-case.ts';
import { textOf } from '@domain/catalogue/text.ts';
import type { FieldDef } from '@domain/catalogue/types.ts';
import { maxLengthOf } from '@domain/rules/validate.ts';
import { useId, useState, type ReactNode } from 'react';
import { CapitalisationSuggestion } from '../../../components/ui/CapitalisationSuggestion.tsx';
import { DateInput } from '../../../components/ui/DateInput.tsx';
import { MoneyInput } from '../../../components/ui/MoneyInput.tsx';
import { useT } from '../../../i18n/use-t.ts';

interface OnboardingQuestionProps {
  field: FieldDef;
  value: string;
  onChange: (value: string) => void;
  /** The problem with the answer, shown once the person tried to go on. */
  error?: string;
  /** Who the question is about ("you"), added to the question when known. */
  person?: string | null;
}

/** The id of a question's first input, so a failed Next can put the focus there. */
export const questionInputId = (key: string): string => `onboarding-${key}`;

function HelpAndError({ help, error }: { help?: string; error?: string }): ReactNode {
  if (!help && !error) return null;
  return (
    <>
      {error && (
        <Box component="span" sx={{ display: 'block', fontWeight: 600 }}>
          {error}
        </Box>
      )}
      {help && (
        <Box component="span" sx={{ display: 'block', color: 'text.secondary' }}>
          {help}
        </Box>
      )}
    </>
  );
}

/** The question above its input, in the same place and weight as a radio group's legend (long questions never truncate). */
function QuestionLabel({ htmlFor, children, required }: { htmlFor: string; children: ReactNode; required?: boolean }) {
  return (
    <Typography component="label" htmlFor={htmlFor} sx={{ display: 'block', fontWeight: 600, mb: 1 }}>
      {children}
      {required && <span aria-hidden> *</span>}
    </Typography>
  );
}

/**
 * One onboarding question rendered from its catalogue definition: short choice lists, and lists of
 * long answers that a select would cut off on a phone, as radio buttons; a list of short values
 * (household size) as a native select; money as a grouped amount; else text.
 */
export function OnboardingQuestion({ field, value, onChange, error, person }: OnboardingQuestionProps) {
  const helpId = useId();
  const [focused, setFocused] = useState(false);
  const letterCase = letterCaseOf(field);
  const inputId = questionInputId(field.key);
  // Onboarding names no tax year: its texts need no facts of the filing date.
  const question = textOf(field.question);
  const help = textOf(field.help);
  const label = person ? `${question} (${person})` : question;
  const choices = field.choices ?? [];
  const maxLength = maxLengthOf(field);
  const limitId = `${inputId}-limit`;
  const t = useT();

  if (field.kind === 'choice' && (choices.length <= 3 || choices.some((choice) => choice.label.length > 12))) {
    return (
      <FormControl component="fieldset" error={Boolean(error)} required={field.required} fullWidth>
        <FormLabel component="legend" sx={{ color: 'text.primary', fontWeight: 600, mb: 0.5, '&.Mui-focused': { color: 'text.primary' } }}>
          {question}
        </FormLabel>
        <RadioGroup
          name={field.key}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          row={choices.every((choice) => choice.label.length <= 4)}
          aria-describedby={help || error ? helpId : undefined}
        >
          {choices.map((choice, index) => (
            <FormControlLabel
              key={choice.value}
              value={choice.value}
              label={choice.label}
              control={<Radio id={index === 0 ? inputId : undefined} />}
              sx={{ py: 0.25 }}
            />
          ))}
        </RadioGroup>
        <FormHelperText id={helpId} component="div" sx={{ mx: 0 }}>
          <HelpAndError help={help} error={error} />
        </FormHelperText>
      </FormControl>
    );
  }

  if (field.kind === 'choice') {
    return (
      <Box>
        <QuestionLabel htmlFor={inputId} required={field.required}>
          {label}
        </QuestionLabel>
        <TextField
          id={inputId}
          select
          value={value}
          onChange={(event) => onChange(event.target.value)}
          error={Boolean(error)}
          helperText={<HelpAndError help={help} error={error} />}
          fullWidth
          slotProps={{ select: { native: true }, htmlInput: { 'aria-required': field.required }, formHelperText: { component: 'div' } }}
        >
          <option value="">Choose…</option>
          {choices.map((choice) => (
            <option key={choice.value} value={choice.value}>
              {choice.label}
            </option>
          ))}
        </TextField>
      </Box>
    );
  }

  if (field.kind === 'date') {
    return (
      <FormControl component="fieldset" error={Boolean(error)} required={field.required} fullWidth>
        <FormLabel component="legend" sx={{ color: 'text.primary', fontWeight: 600, mb: 0.5, '&.Mui-focused': { color: 'text.primary' } }}>
          {label}
        </FormLabel>
        <DateInput
          id={inputId}
          value={value}
          onChange={onChange}
          onBlur={() => undefined}
          describedBy={help || error ? helpId : undefined}
          invalid={Boolean(error)}
          required={field.required}
        />
        <FormHelperText id={helpId} component="div" sx={{ mx: 0 }}>
          <HelpAndError help={help} error={error} />
        </FormHelperText>
      </FormControl>
    );
  }

  if (field.kind === 'money') {
    return (
      <Box>
        <QuestionLabel htmlFor={inputId} required={field.required}>
          {label}
        </QuestionLabel>
        <MoneyInput
          id={inputId}
          value={value}
          onChange={onChange}
          error={Boolean(error)}
          helperText={<HelpAndError help={help} error={error} />}
          required={field.required}
          fullWidth
        />
      </Box>
    );
  }

  return (
    <Box>
      <QuestionLabel htmlFor={inputId} required={field.required}>
        {label}
      </QuestionLabel>
      <TextField
        id={inputId}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        error={Boolean(error)}
        helperText={<HelpAndError help={help} error={error} />}
        fullWidth
        autoComplete={person === 'you' ? 'given-name' : 'off'}
        onFocus={() => setFocused(true)}
        onBlur={() => setFocused(false)}
        slotProps={{ htmlInput: { 'aria-required': field.required, 'aria-describedby': `${inputId}-helper-text ${limitId}` }, formHelperText: { component: 'div' } }}
      />
      {/* The room the answer has (answer-lengths.ts), said before typing; a longer answer is not cut but refused with the check's message. */}
      <Typography id={limitId} variant="caption" sx={{ display: 'block', textAlign: 'right', color: value.length > maxLength ? 'error.main' : 'text.secondary' }}>
        {value.length > maxLength * 0.7 ? t('inputs.length.counter', { count: value.length, max: maxLength }) : t('inputs.length.limit', { max: maxLength })}
      </Typography>
      {!focused && (letterCase === 'name' || letterCase === 'place' || letterCase === 'copied') && (
        <CapitalisationSuggestion inputId={inputId} value={value} kind={letterCase} onAccept={onChange} />
      )}
    </Box>
  );
}
