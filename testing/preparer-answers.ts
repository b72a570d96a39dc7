import type { Answers } from '../domain/answers.ts';
import type { PersonPrefix } from '../domain/catalogue/forms/person-conditions.ts';

/** Answers the preparer tests share: someone else who typed a signer's answers in for them. */

export const PREPARER = {
  first: 'Rosa',
  last: 'Delgado',
  organization: 'Casa Latina Help Desk',
  street: '3300 W Armitage Ave',
  unitNumber: '2',
  city: 'Chicago',
  state: 'IL',
  zip: '60647',
  phone: '7735550123',
  mobile: '7735550124',
  email: 'rosa.delgado@example.org',
} as const;

/** The answers of a signer ('p', 'b' or 'j') whose answers `who` typed in; 'other' is PREPARER. */
export function typedBy(prefix: PersonPrefix, who: 'petitioner' | 'beneficiary' | 'jointSponsor' | 'interpreter' | 'other'): Answers {
  const key = (name: string): string => `${prefix}Preparer${name}`;
  if (who !== 'other') return { [key('TypedBy')]: who };
  return {
    [key('TypedBy')]: who,
    [key('NameFirst')]: PREPARER.first,
    [key('NameLast')]: PREPARER.last,
    [key('Organization')]: PREPARER.organization,
    [key('MailingCountry')]: 'United States',
    [key('MailingStreet')]: PREPARER.street,
    [key('MailingUnitType')]: 'flr.',
    [key('MailingUnitNumber')]: PREPARER.unitNumber,
    [key('MailingCity')]: PREPARER.city,
    [key('MailingState')]: PREPARER.state,
    [key('MailingZip')]: PREPARER.zip,
    [key('Phone')]: PREPARER.phone,
    [key('MobilePhone')]: PREPARER.mobile,
    [key('Email')]: PREPARER.email,
  };
}
