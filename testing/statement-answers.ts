import type { Answers } from '../domain/answers.ts';
import type { PersonPrefix } from '../domain/catalogue/forms/person-conditions.ts';

/**
 * Answers the mapping tests share: a signer who had the forms read to them by an interpreter, and
 * a beneficiary whose status changed after the last arrival, with or without a new I-94.
 */

export const INTERPRETER = {
  language: 'Vietnamese',
  first: 'Minh',
  last: 'Tran',
  organization: 'Asian Community Services',
  street: '2460 Walnut Ave',
  unitNumber: '210',
  city: 'Chicago',
  state: 'IL',
  zip: '60622',
  phone: '3125550177',
  mobile: '3125550178',
  email: 'minh.tran@example.org',
} as const;

/** The answers of a signer ('p', 'b' or the joint sponsor 'j') who does not read English and had INTERPRETER read the forms to them. */
export function interpretedFor(prefix: PersonPrefix): Answers {
  const key = (name: string): string => `${prefix}Interpreter${name}`;
  return {
    [`${prefix}ReadsEnglish`]: 'no',
    [key('Language')]: INTERPRETER.language,
    [key('NameFirst')]: INTERPRETER.first,
    [key('NameLast')]: INTERPRETER.last,
    [key('Organization')]: INTERPRETER.organization,
    [key('MailingCountry')]: 'United States',
    [key('MailingStreet')]: INTERPRETER.street,
    [key('MailingUnitType')]: 'ste.',
    [key('MailingUnitNumber')]: INTERPRETER.unitNumber,
    [key('MailingCity')]: INTERPRETER.city,
    [key('MailingState')]: INTERPRETER.state,
    [key('MailingZip')]: INTERPRETER.zip,
    [key('Phone')]: INTERPRETER.phone,
    [key('MobilePhone')]: INTERPRETER.mobile,
    [key('Email')]: INTERPRETER.email,
  };
}

/** Paroled (Uniting for Ukraine, class UHP, paroled until 2025-05-01), then granted TPS until 2026-10-19: no new I-94. */
export const PAROLED_THEN_TPS: Answers = {
  immiLastEntryManner: 'paroled',
  immiLastEntryParoledAs: 'Uniting for Ukraine',
  immiCurrentVisaStatus: '',
  immiCurrVisaNumber: '',
  i94WasIssued: 'yes',
  i94Number: '987654321A2',
  i94ImmigrationStatus: 'UHP',
  i94AdmitUntilIsDs: 'no',
  i94AdmitUntil: '2025-05-01',
  i94StatusChanged: 'yes',
  i94StatusAfterChange: 'TPS',
  i94StatusAfterChangeIsDs: 'no',
  i94StatusAfterChangeUntil: '2026-10-19',
  i94StatusChangeNewI94: 'no',
};

/** Admitted as a B-2 visitor until 2024-01-10, then changed to F-1 (D/S) by USCIS with a new I-94. */
export const VISITOR_THEN_STUDENT_NEW_I94: Answers = {
  immiLastEntryManner: 'admitted',
  immiLastEntryAdmittedAs: 'visitor',
  immiCurrentVisaStatus: 'B2',
  i94WasIssued: 'yes',
  i94Number: '123456789A1',
  i94ImmigrationStatus: 'B2',
  i94AdmitUntilIsDs: 'no',
  i94AdmitUntil: '2024-01-10',
  i94StatusChanged: 'yes',
  i94StatusAfterChange: 'F1',
  i94StatusAfterChangeIsDs: 'yes',
  i94StatusChangeNewI94: 'yes',
  i94NewNumber: '55566677788',
};
