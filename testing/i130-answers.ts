import type { GroupItem } from '../domain/answers.ts';
import type { MappingContext } from '../domain/uscis/types.ts';
import { coupleContext } from './couple.ts';

/**
 * Variations of the couple (testing/couple.ts) for the I-130 and I-130A tests: more rows than
 * the forms have, and answers longer than their boxes.
 */

const usHome = (street: string, city: string, zip: string, from: string, to: string): GroupItem => ({
  physicalCountry: 'United States',
  physicalStreet: street,
  physicalUnitType: '',
  physicalCity: city,
  physicalState: 'IL',
  physicalZip: zip,
  physicalMoveInDate: from,
  physicalMoveOutDate: to,
});

/** Six earlier homes of the petitioner (seven addresses with the current one), listed out of order. */
export const SIX_EARLIER_HOMES: readonly GroupItem[] = [
  usHome('822 Hinman Ave', 'Evanston', '60202', '2021-05-01', '2022-07-31'),
  usHome('3300 N Broadway', 'Chicago', '60657', '2020-01-01', '2020-06-30'),
  usHome('55 E Erie St', 'Chicago', '60611', '2020-07-01', '2021-04-30'),
  usHome('1010 Church St', 'Evanston', '60201', '2019-06-01', '2019-12-31'),
  {
    physicalCountry: 'Canada',
    physicalStreet: '12 Bloor St W',
    physicalUnitType: 'apt.',
    physicalUnitNumber: '804',
    physicalCity: 'Toronto',
    physicalProvince: 'Ontario',
    physicalPostalCode: 'M4W 3E2',
    physicalMoveInDate: '2018-09-01',
    physicalMoveOutDate: '2019-05-31',
  },
  usHome('400 W Madison St', 'Chicago', '60606', '2018-01-01', '2018-08-31'),
];

const job = (name: string, occupation: string, from: string, to: string): GroupItem => ({
  employerIsUnemployed: 'no',
  employerIsSchool: 'no',
  employerName: name,
  employerCountry: 'United States',
  employerStreet: '1 N State St',
  employerUnitType: '',
  employerCity: 'Chicago',
  employerState: 'IL',
  employerZip: '60602',
  employerYourOccupation: occupation,
  employerDateFrom: from,
  employerStillWorkHere: 'no',
  employerDateTo: to,
});

const child = (first: string, birthDate: string, relationship: string): GroupItem => ({
  childNameFirst: first,
  childNameLast: 'Kovalenko',
  childBirthDate: birthDate,
  childBirthCountry: 'Ukraine',
  childRelationship: relationship,
  childApplyingWithYou: 'no',
});

const previousMarriage = (first: string, last: string, married: string, ended: string): GroupItem => ({
  prevSpouseNameFirst: first,
  prevSpouseNameLast: last,
  prevSpouseBirthDate: '1987-05-05',
  prevSpouseBirthCountry: 'United States',
  prevSpouseNationality: 'United States',
  prevMarriageDate: married,
  prevMarriageCity: 'Chicago',
  prevMarriageState: 'IL',
  prevMarriageCountry: 'United States',
  prevMarriageEndReason: 'divorced',
  prevMarriageEndDate: ended,
  prevMarriageEndCity: 'Chicago',
  prevMarriageEndState: 'IL',
  prevMarriageEndCountry: 'United States',
});

/**
 * More rows than the I-130 and I-130A have: seven addresses and four employers of the
 * petitioner, three earlier marriages, two other names each, six children of the beneficiary,
 * three relatives petitioned for now; and the beneficiary with four addresses and three employers.
 */
export function crowdedCouple(): MappingContext {
  return coupleContext({
    PETITIONER_INFO: {
      pHasOtherNames: 'yes',
      pOtherNamesList: [
        { otherNameFirst: 'Dan', otherNameLast: 'Whitaker' },
        { otherNameFirst: 'Daniel', otherNameMiddle: 'J', otherNameLast: 'Whittaker' },
      ],
      pHasPreviousAddresses: 'yes',
      pPhysicalAddressHistory: [...SIX_EARLIER_HOMES],
      pEmploymentHistory: [
        {
          employerIsUnemployed: 'no',
          employerIsSchool: 'no',
          employerName: 'Lakeshore Analytics LLC',
          employerCountry: 'United States',
          employerStreet: '233 S Wacker Dr',
          employerUnitType: '',
          employerCity: 'Chicago',
          employerState: 'IL',
          employerZip: '60606',
          employerYourOccupation: 'Data Engineer',
          employerDateFrom: '2021-01-11',
          employerStillWorkHere: 'yes',
        },
        job('Midwest Freight Co.', 'Logistics Analyst', '2019-01-01', '2020-12-31'),
        { employerIsUnemployed: 'yes', employerYourOccupation: 'Unemployed', employerDateFrom: '2018-09-01', employerStillWorkHere: 'no', employerDateTo: '2018-12-31' },
        job('Great Lakes Shipping', 'Clerk', '2015-03-01', '2018-08-31'),
      ],
      pHasPreviousMarriages: 'yes',
      pPreviousMarriagesList: [
        previousMarriage('Laura', 'Mitchell', '2012-06-16', '2018-11-02'),
        previousMarriage('Karen', 'Doyle', '2009-04-04', '2011-02-01'),
        previousMarriage('Megan', 'Ortiz', '2007-08-08', '2008-09-09'),
      ],
      hasOtherRelativePetitions: 'yes',
      otherRelativePetitionsList: [
        { relativeNameFirst: 'Taras', relativeNameLast: 'Kovalenko', relativeRelationship: 'Stepson' },
        { relativeNameFirst: 'Sofiia', relativeNameLast: 'Kovalenko', relativeRelationship: 'Stepdaughter' },
        { relativeNameFirst: 'Mark', relativeNameLast: 'Kovalenko', relativeRelationship: 'Stepson' },
      ],
    },
    BENEFICIARY_INFO: {
      bHasOtherNames: 'yes',
      bOtherNamesList: [
        { otherNameFirst: 'Olena', otherNameLast: 'Kovalenko-Shevchuk' },
        { otherNameFirst: 'Lena', otherNameLast: 'Kovalenko' },
      ],
      bHasPreviousAddresses: 'yes',
      bPhysicalAddressHistory: [
        usHome('1100 W Harrison St', 'Chicago', '60607', '2021-08-15', '2022-07-31'),
        usHome('700 S Halsted St', 'Chicago', '60607', '2019-08-15', '2021-08-14'),
        {
          physicalCountry: 'Ukraine',
          physicalStreet: 'vul. Sumska 25',
          physicalUnitType: 'apt.',
          physicalUnitNumber: '12',
          physicalCity: 'Kharkiv',
          physicalProvince: 'Kharkiv Oblast',
          physicalPostalCode: '61002',
          physicalMoveInDate: '2001-09-01',
          physicalMoveOutDate: '2019-08-14',
        },
      ],
      bEmploymentHistory: [
        {
          employerIsUnemployed: 'no',
          employerIsSchool: 'no',
          employerName: 'Brightline Data Inc.',
          employerCountry: 'United States',
          employerStreet: '150 N Riverside Plz',
          employerUnitType: '',
          employerCity: 'Chicago',
          employerState: 'IL',
          employerZip: '60606',
          employerYourOccupation: 'Software Analyst',
          employerDateFrom: '2024-06-03',
          employerStillWorkHere: 'yes',
        },
        job('University of Illinois Chicago', 'Teaching Assistant', '2021-08-16', '2024-05-10'),
        job('Campus Bookstore', 'Cashier', '2019-09-01', '2021-08-15'),
      ],
      bHasChildren: 'yes',
      bChildrenList: [
        child('Taras', '2012-01-05', 'biological'),
        child('Sofiia', '2013-02-06', 'biological'),
        child('Mark', '2014-03-07', 'adopted'),
        child('Anna', '2015-04-08', 'biological'),
        child('Ivan', '2016-05-09', 'stepchild'),
        child('Oksana', '2017-06-10', 'biological'),
      ],
    },
  });
}

/** A street name longer than any street box of the forms (34 characters). */
export const LONG_STREET = 'Avenida del Libertador General San Martin 14500';
/** A city name longer than the forms' city boxes (20 characters). */
export const LONG_CITY = 'Santa Margarita de los Monteros';

/**
 * The couple with text answers longer than their boxes: the petitioner's street and city, the
 * beneficiary's employer name, e-mail and the parents' city of birth.
 */
export function longAnswersCouple(): MappingContext {
  return coupleContext({
    PETITIONER_INFO: {
      pMailingStreet: LONG_STREET,
      pMailingCity: LONG_CITY,
      pMailingInCareOfName: 'Margaret Elizabeth Whitaker-Montgomery',
      pEmail: 'daniel.james.whitaker.personal.mail@example-mailbox.com',
      pPhone: '+44 20 7946 0958 ext 1234',
    },
    BENEFICIARY_INFO: {
      bBirthCity: 'Krasnohrad in the Kharkiv Oblast of Ukraine',
      bMotherBirthCity: 'Poltava, Poltava Oblast, Ukrainian SSR',
      bFatherBirthCity: 'Kharkiv, Kharkiv Oblast, Ukrainian SSR',
      bEmploymentHistory: [
        {
          employerIsUnemployed: 'no',
          employerIsSchool: 'no',
          employerName: 'Brightline Data and Analytics Consulting Group Incorporated',
          employerCountry: 'United States',
          employerStreet: LONG_STREET,
          employerUnitType: 'ste.',
          employerUnitNumber: '1200-B-West',
          employerCity: 'Chicago',
          employerState: 'IL',
          employerZip: '60606',
          employerYourOccupation: 'Software Analyst',
          employerDateFrom: '2024-06-03',
          employerStillWorkHere: 'yes',
        },
      ],
      bEmail: 'olena.kovalenko.the.software.analyst@example-mailbox.com',
    },
  });
}
