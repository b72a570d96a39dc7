/** The payment page's table of this couple's own forms and USCIS fees (issue 24 item 11). */
export const feesEn = {
  'fees.title': 'Your forms and their USCIS fees',
  'fees.intro': 'USCIS charges these fees on {date}; you pay them to USCIS when you file, not to us.',
  'fees.table': 'Your forms and their USCIS fees on {date}',
  'fees.form': 'Form',
  'fees.fee': 'USCIS fee',
  'fees.none': 'no fee',
  'fees.stageTotal': 'USCIS fees of this part',
  'fees.total': 'USCIS fees in all',
  'fees.unknown': 'The USCIS fees on {date} are not in our tables; check them on uscis.gov before you file.',
} as const;
