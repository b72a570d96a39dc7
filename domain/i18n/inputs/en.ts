/**
 * How answers are typed (issue 24, items 3, 4 and 16; issue 22's dates): the date, amount and
 * length messages of the wizard's inputs and of the validation the server runs, in English.
 */
export const inputsEn = {
  'inputs.date.month': 'Month',
  'inputs.date.day': 'Day',
  'inputs.date.year': 'Year',
  'inputs.date.chooseMonth': 'Month…',
  'inputs.date.order': 'Month, day and year',
  'inputs.date.reads': 'You entered {date}.',
  'inputs.date.notADate': 'Enter a real date on the calendar: the month, the day and the year.',
  'inputs.date.incomplete': 'Enter the month, the day and the year (4 digits) of this date.',
  'inputs.date.yearFourDigits': 'Write the year with 4 digits, for example 1988.',
  'inputs.date.tooEarly': 'The year {year} is too long ago for this answer; check the year.',
  'inputs.date.tooLate': 'The year {year} is too far ahead for this answer; check the year.',
  'inputs.date.ambiguous':
    '“{typed}” can be read two ways ({first} or {second}). Choose the month from the list and type the day and the year.',
  'inputs.date.unreadable': '“{typed}” cannot be read as a date. Choose the month from the list and type the day and the year.',
  'inputs.amount.notDigits': 'Type the amount in digits only, for example 92,000. Letters and words such as “k” or “thousand” cannot be read as an amount.',
  'inputs.amount.grouping': 'Put a comma between thousands only (92,000), and a point before cents (92.50). “{typed}” cannot be read for sure.',
  'inputs.amount.negative': 'An amount cannot be negative; enter 0 if you have none.',
  'inputs.amount.cents': 'Whole dollars only: ${dollars} is kept; the cents (.{cents}) are left out.',
  'inputs.amount.point': 'Whole dollars only: ${dollars} is kept; what follows the decimal point is left out.',
  'inputs.amount.wholeDollars': 'Enter whole dollars without cents, for example 52,000.',
  'inputs.length.counter': '{count} of {max} characters',
  'inputs.length.limit': 'Up to {max} characters.',
  'inputs.length.tooLong': 'This answer can have up to {max} characters; it has {count}. Shorten it.',
} as const satisfies Readonly<Record<string, string>>;
