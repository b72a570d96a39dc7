/**
 * The public pages' "what can be filed today" block (web/src/components/filing/FilingToday.tsx,
 * issue 22), in English. es.ts holds the same ids in Spanish.
 */
export const filingTodayEn = {
  'filingToday.failed': 'Your dashboard says, before you pay, which of your forms can be filed today.',
  'filingToday.all': 'Today, {date}, every form we prepare can be filed: you pay {price} once and download your whole package.',
  'filingToday.title': 'What can be filed today, {date}, and what waits',
  'filingToday.petition': 'The petition ({forms}) can be bought and filed today, alone or first.',
  'filingToday.waiting': 'These forms wait:',
  'filingToday.form': 'Form {name}: {reason}',
  'filingToday.petitionNow':
    'A couple whose green card application waits can file the petition now: one payment of {price} covers the petition, to download at once, and the green card application, to download when it is ready; we e-mail you then.',
  'filingToday.nothingYet': 'Payment opens as soon as a part of your filing can be filed: nothing is sold that USCIS would turn away.',
} as const satisfies Readonly<Record<string, string>>;
