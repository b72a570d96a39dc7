/**
 * "Who signs where" on the cover (issue 22), in English: each signer's, interpreter's and preparer's
 * line. Form names, parts and item numbers are placeholders and stay as USCIS prints them.
 */
export const coverSignaturesEn = {
  'cover.signatures.title': 'Who signs where',
  'cover.signatures.byHand':
    'Each person signs their own forms by hand, in ink, on the printed pages: no typed, stamped, copied, pasted or software-made signature, and no one signs for the other.',
  'cover.signatures.rule': 'Since {date}, {consequence} ({source}).',
  'cover.signatures.noRule': 'USCIS rejects a form that is not signed this way.',
  'cover.signatures.role': '{signer, select, p {the petitioner} b {the beneficiary} other {the joint sponsor}}',
  'cover.signatures.where': 'Form {form}, {item} (page {page} of the form{placed, select, yes {, page {filePage} of this file} other {}})',
  'cover.signatures.interpreter':
    '{where}: the interpreter, {interpreter}, signs by hand and writes the date beside it, after reading the form and every answer to {signer} in {language}.',
  'cover.signatures.preparer':
    "{where}: the preparer, {preparer}, who typed the answers of {signer}, signs by hand and writes the date beside it, certifying that they prepared the form at {name}'s request from the information {name} gave.",
  'cover.signatures.atInterview': '{where}: do not sign it now. {signer} signs it at the interview, in front of the USCIS officer.',
  'cover.signatures.overseas':
    '{where}: {signer} lives outside the United States and does not need to sign it (Form I-130A instructions: a spouse beneficiary who resides overseas completes the form but need not sign it).',
  'cover.signatures.signs': '{where}: {signer} signs by hand and writes the date of signing beside it.',
  'cover.signatures.continuation': 'Every continuation sheet: the person who signs its form signs and dates it at its foot.',
  'cover.handwritten.intro':
    'These answers could not be printed, so their boxes are left empty: write each one by hand, in ink, exactly as you gave it to us.',
  'cover.handwritten.line':
    'Form {form}: {question} — {reason, select, noFont {it is written in letters none of our print fonts has} tooLong {it does not fit its box in print large enough to read} other {an error on our side kept it from being printed}}.',
} as const satisfies Readonly<Record<string, string>>;
