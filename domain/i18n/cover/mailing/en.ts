/**
 * The cover's "Where to mail" (issue 22), in English. Lockbox addresses, chart pages and sources
 * are placeholders and stay as USCIS writes them.
 */
export const coverMailingEn = {
  'cover.mailing.title': 'Where to mail',
  'cover.mailing.lockbox':
    '{stage, select, petition {Mail Forms I-130 and I-130A together} other {Mail everything together}}, in one envelope or box, to the USCIS {lockbox} Lockbox: the address for {whose}.',
  'cover.mailing.whose':
    '{stage, select, petition {a Form I-130 filed on its own by a petitioner living {place}} adjustment {a family-based Form I-485 filed on a pending or approved Form I-130 by an applicant living in {place}} other {a family-based Form I-485 filed with its Form I-130 by an applicant living in {place}}}',
  'cover.mailing.petitionerPlace': '{where, select, abroad {outside the United States} unknown {in the state of the petitioner’s home address} other {in {where}}}',
  'cover.mailing.applicantPlace': '{where, select, unknown {the state of the home address given on Form I-485} other {{where}}}',
  'cover.mailing.petitionerAbroad': 'a petitioner living outside the United States',
  'cover.mailing.petitionerState': '{where, select, unknown {the state of the petitioner’s home address} other {{where}}}',
  'cover.mailing.familyKind': 'family-based applications of an applicant living in {place}',
  'cover.mailing.usps': 'By U.S. Postal Service',
  'cover.mailing.courier': 'By FedEx, UPS or DHL',
  'cover.mailing.source':
    "From USCIS's chart ({source}), {read, select, confirmed {found current on {date}} other {in force since {date}}}. USCIS moves lockboxes from time to time: look at {page} the day you mail.",
  'cover.mailing.fallback':
    "{why, select, unknown {We do not know the lockbox address in force on {date}} other {USCIS's chart lists no lockbox for {place}}}: open {page} and {stage, select, petition {mail Forms I-130 and I-130A together} other {mail everything together}}, in one envelope or box, to the address it gives for {kind}.",
  'cover.mailing.visaPetition':
    '{visa} File Form I-485 once the chart USCIS uses is current for your priority date, the date on the receipt notice USCIS sends for Form I-130: your answers are kept here for it.',
  'cover.mailing.visa':
    "The petitioner is a permanent resident: {stage, select, adjustment {USCIS takes Form I-485} other {USCIS takes Form I-485 with Form I-130}} only while a visa is available to the spouse (category F2A). {visa}{alone, select, yes { The petition alone goes to the address {page} gives for a Form I-130 filed on its own, by the petitioner's state.} other {}}",
  'cover.mailing.order':
    'Put each payment authorization on top of the form it pays for, and each form before its evidence, in the order of this file. Use a mail service with tracking, and keep a complete copy of everything you send.',
} as const satisfies Readonly<Record<string, string>>;
