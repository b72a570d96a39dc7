/** The cover's notice of a form USCIS does not accept on the filing date (issue 22), in English. */
export const coverHeldEn = {
  'cover.held.title': 'Do not mail this package yet',
  'cover.held.form':
    'Form {form} in this file is the edition of {edition}, which USCIS no longer accepts{since, select, none {} other { since {since}}}{required, select, none {} other {; it accepts only the edition of {required}}}. Do not mail it: USCIS rejects a form of an edition it no longer accepts, or treats it as missing.',
  'cover.held.kept': 'Every answer you gave is kept. We will e-mail you as soon as the form is updated; then download your package again and mail that one.',
} as const satisfies Readonly<Record<string, string>>;
