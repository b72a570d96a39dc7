import { said, type Said } from '@domain/i18n/said.ts';
import { isCalendarDate, parseIsoDate } from '@domain/rules/dates.ts';
import { datePartsOf, readTypedDate, storedDate, type DateParts } from '@domain/rules/typed-date.ts';
import Box from '@mui/material/Box';
import NativeSelect from '@mui/material/NativeSelect';
import OutlinedInput from '@mui/material/OutlinedInput';
import Typography from '@mui/material/Typography';
import { useEffect, useMemo, useState, type ClipboardEvent } from 'react';
import { useIntl } from 'react-intl';
import { useT } from '../../i18n/use-t.ts';

interface DateInputProps {
  /** The month's select carries the question's id, so a link to the question lands on it. */
  id: string;
  /** The stored answer: 'YYYY-MM-DD', a date being typed (domain/rules/typed-date.ts), or ''. */
  value: string;
  onChange: (value: string) => void;
  /** The person is done with the date (left it, or gave all three parts): its problems may show. */
  onBlur: () => void;
  describedBy?: string;
  invalid?: boolean;
  required?: boolean;
}

const MONTH_NUMBERS = Array.from({ length: 12 }, (_, index) => index + 1);

/** A date in words as the page's language writes it, the month by its name ("December 4, …", "4 de diciembre de …"). */
function inWords(locale: string, iso: string): string {
  const date = parseIsoDate(iso);
  if (!date) return '';
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(Date.UTC(date.year, date.month - 1, date.day)));
}

const labelSx = { display: 'block', fontSize: '0.875rem', color: 'text.secondary', mb: 0.25 } as const;

/**
 * A date that cannot be misread, in any language (issue 24 item 3, issue 22): the month chosen by
 * its name, the day and the year typed in their own boxes, and the date said back in words once
 * whole. A whole date pasted into a box is read when only one reading exists (the 31st of a
 * month written day first, a date written year first) and refused, with both readings, when two
 * do (12/04: December 4 or 12 April). The rules of what a date may be are the server's
 * (domain/rules/typed-date.ts and the question's format).
 */
export function DateInput({ id, value, onChange, onBlur, describedBy, invalid = false, required = false }: DateInputProps) {
  const t = useT();
  const { locale } = useIntl();
  const [parts, setParts] = useState<DateParts>(() => datePartsOf(value));
  const [pasteProblem, setPasteProblem] = useState<Said | null>(null);
  const months = useMemo(() => {
    const format = new Intl.DateTimeFormat(locale, { month: 'long', timeZone: 'UTC' });
    // The first day of each month after the epoch: only its month's name is read.
    return MONTH_NUMBERS.map((month) => ({ value: String(month), label: format.format(new Date(0).setUTCMonth(month - 1)) }));
  }, [locale]);

  // An answer changed elsewhere (a reset, another tab's save) replaces the parts on screen.
  useEffect(() => {
    setParts((current) => (storedDate(current) === value ? current : datePartsOf(value)));
  }, [value]);

  const update = (next: DateParts) => {
    setParts(next);
    setPasteProblem(null);
    onChange(storedDate(next));
    // All three given: the date is checked at once (a year 0412, a birth date in the future).
    if (next.month !== '' && next.day !== '' && next.year.length === 4) onBlur();
  };

  const paste = (event: ClipboardEvent<HTMLElement>) => {
    const text = event.clipboardData.getData('text').trim();
    // Digits alone are one part (a day, a year); anything else is read as a whole date.
    if (/^\d*$/.test(text)) return;
    event.preventDefault();
    const read = readTypedDate(text);
    if (read.kind === 'date') {
      update(datePartsOf(read.date));
    } else {
      setPasteProblem(
        read.kind === 'ambiguous'
          ? said('inputs.date.ambiguous', { typed: text, first: inWords(locale, read.readings[0]), second: inWords(locale, read.readings[1]) })
          : said('inputs.date.unreadable', { typed: text }),
      );
    }
  };

  const whole = storedDate(parts);
  const echo = isCalendarDate(whole) ? inWords(locale, whole) : '';
  const echoId = `${id}-words`;
  const pasteId = `${id}-paste`;
  const describers = [describedBy, pasteProblem ? pasteId : undefined, echo ? echoId : undefined].filter(Boolean).join(' ') || undefined;
  const shownInvalid = invalid || pasteProblem !== null;
  const digitsOnly = (text: string, length: number) => text.replace(/\D/g, '').slice(0, length);
  const common = { 'aria-describedby': describers, 'aria-invalid': shownInvalid, 'aria-required': required, onPaste: paste };

  return (
    <Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'flex-end' }}>
        <Box sx={{ flex: { xs: '1 1 100%', sm: '0 0 auto' } }}>
          <Typography component="label" htmlFor={id} sx={labelSx}>
            {t('inputs.date.month')}
          </Typography>
          <NativeSelect
            id={id}
            value={parts.month}
            onChange={(event) => update({ ...parts, month: event.target.value })}
            onBlur={onBlur}
            input={<OutlinedInput size="small" error={shownInvalid} />}
            sx={{ width: { xs: '100%', sm: 180 } }}
            inputProps={common}
          >
            <option value="">{t('inputs.date.chooseMonth')}</option>
            {months.map((month) => (
              <option key={month.value} value={month.value}>
                {month.label}
              </option>
            ))}
          </NativeSelect>
        </Box>
        <Box>
          <Typography component="label" htmlFor={`${id}-day`} sx={labelSx}>
            {t('inputs.date.day')}
          </Typography>
          <OutlinedInput
            id={`${id}-day`}
            size="small"
            value={parts.day}
            error={shownInvalid}
            onChange={(event) => update({ ...parts, day: digitsOnly(event.target.value, 2) })}
            onBlur={onBlur}
            sx={{ width: 84 }}
            inputProps={{ ...common, inputMode: 'numeric', autoComplete: 'off', maxLength: 2 }}
          />
        </Box>
        <Box>
          <Typography component="label" htmlFor={`${id}-year`} sx={labelSx}>
            {t('inputs.date.year')}
          </Typography>
          <OutlinedInput
            id={`${id}-year`}
            size="small"
            value={parts.year}
            error={shownInvalid}
            onChange={(event) => update({ ...parts, year: digitsOnly(event.target.value, 4) })}
            onBlur={onBlur}
            sx={{ width: 104 }}
            inputProps={{ ...common, inputMode: 'numeric', autoComplete: 'off', maxLength: 4 }}
          />
        </Box>
      </Box>
      {pasteProblem && (
        <Typography id={pasteId} role="alert" variant="body2" sx={{ mt: 0.75, color: 'error.main', fontWeight: 500 }}>
          {t(pasteProblem.id, pasteProblem.values)}
        </Typography>
      )}
      <Typography id={echoId} variant="body2" aria-live="polite" sx={{ mt: 0.75, color: 'text.secondary', minHeight: '1.43em' }}>
        {echo ? t('inputs.date.reads', { date: echo }) : ''}
      </Typography>
    </Box>
  );
}
