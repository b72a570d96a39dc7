import type { LastArrival } from '../../people/immigration.ts';

/**
 * The options of Form I-130 Part 4 item 46.a, "He or she arrived as a (Class of Admission)", a
 * drop-down, as the 04/01/24 edition lists them (its first option is blank). The one list of class
 * codes the templates publish: the I-130 prints the option, the I-765 and I-131 print its code, so
 * the forms of one package agree.
 */
export const I130_CLASS_OF_ADMISSION_OPTIONS: readonly string[] = [
  '1B1 - H-1B1 SPECIALITY OCCUPATION',
  '1B2 - H-1B2 DoD SPECIALITY',
  '1B3 - H-1B3 FASHION MODEL',
  '1B4 - H-1B4 UNIQUE PGM ARTIST-ENT',
  '1B5 - H-1B5 ALIEN ATHLETE',
  '1BS - SUPPORT PERSON OF H-1',
  'A1 - AMBASSADOR, DIPLOMAT',
  'A2 - OTHER DIPLOMATIC OFFICIALS',
  'A3 - ATTENDANTS OF A-1, A-2',
  'AS - ASYLUM',
  'ASD - ASYLUM STATUS DENIED',
  'AW - RAW APPLIED FOR AT A PORT',
  'B1 - TEMPORARY VISITOR FOR BUSINESS',
  'B1A - NI PERSNL-DOM SRVANT OF NI EMP',
  'B1B - NI DOMESTIC SERVANT OF USC',
  'B1C - NI EMPLOYED BY FOREIGN AIRLINE',
  'B1D - NI - MISSIONARIES',
  'B2 - TEMPORARY VISITOR FOR PLEASURE',
  'BE - BERING STRAIT ENTRIES',
  'C1 - ALIEN IN TRANSIT THROUGH U.S.',
  'C2 - ALIEN IN TRANSIT TO UN HQ',
  'C3 - FRN GOV OFF IN TRANSIT THRU US',
  'C4 - TRANSIT WITHOUT A VISA',
  'CC - CUBAN MASS MIGRATION PROJECT',
  'CH - PAROLEE (HUMANITARIAN-HQ AUTH)',
  'CP - PAROLEE (PUBLIC INT-HQ AUTH)',
  'CW1 - PRINCIPAL TRANSITIONAL WORKERS',
  'CW2 - DEPENDENT OF CW1',
  'D1 - ALIEN CREW DEPART SAME VESSEL',
  'D2 - ALIEN CREW DEPART OTHER VESSEL',
  'DA - ADVANCE PAROLE (DISTRICT AUTH)',
  'DE - PAROLEE (DEFERRED INSPECTION)',
  'DT - PAROLEE (DISTRICT-POE AUTH)',
  'DX - CREW ARRIVING DETAINED ON SHIP',
  'E1 - TREATY TRADER-SPOUSE-CHILDREN',
  'E2 - TREATY INVESTOR-SPOUSE-CHILD',
  'E2C - CNMI INVESTOR',
  'E3 - AUSTRALIA FREE TRADE AGREEMENT',
  'EAO - EMPLOYMENT ADVISORY OPTION',
  'EWI - ENTRY WITHOUT INSPECTION',
  'F1 - STUDENT - ACADEMIC',
  'F2 - SPOUSE-CHILD OF F-1',
  'FSM - CFA ADM FED STATES MICRONESIA',
  'FUG - FAMILY UNITY GRANTED',
  'G1 - PRINCIPAL REP. FOREIGN GOVT',
  'G2 - OTHER REP FOREIGN GOVT',
  'G3 - REP NON-RECOGNIZED FOREIGN GOV',
  'G4 - OFFICER-EMPLOYEE INTL. ORG.',
  'G5 - ATTENDANTS OF G1, G2, G3, G4',
  'GB - VISITOR WITHOUT A VISA 15 DAYS',
  'GT - VISITOR WITHOUT A VISA 15 DAYS',
  'H1 - ALIEN OF DIST MERIT & ABILITY',
  'H1A - REGISTERED NURSE',
  'H1B - SPECIALITY OCCUPATION',
  'H1C - NURSE RELIEF',
  'H2 - TEMPORARY LABOR CERTIFICATION',
  'H2A - TEMPORARY AGRICULTURAL WORKER',
  'H2B - TEMPORARY NON-AG WORKER',
  'H2R - RET(H2B)WRKR NOT SUBJCT TO CAP',
  'H3 - ALIEN TRAINEE',
  'H3A - TRAINEE',
  'H3B - SPECIAL EDUCATION TRAINING',
  'H4 - SPS OR CHLD OF H1,H2,H3 OR H2R',
  'HSC - FREE TRADE H1B1',
  'I - FOREIGN PRESS',
  'IMM - IMMIGRANT',
  'IN - INDEFINITE PAROLE',
  'J1 - EXCHANGE VISITOR - OTHERS',
  'J1S - EXCHANGE VISITOR - STUDENT',
  'J2 - SPOUSE-CHILD OF J-1',
  'J2S - SPOUSE-CHILD OF J-1S',
  'K1 - ALIEN FIANCE(E) OF USC',
  'K2 - CHILD OF K1',
  'K3 - SPOUSE OF USC',
  'K4 - CHILD OF USC',
  'L1 - INTRA-COMPANY TRANSFEREE',
  'L1A - MANAGER OR EXECUTIVE',
  'L1B - SPECIALIZED KNOWLEDGE ALIEN',
  'L2 - SPOUSE-CHILD OF L-1',
  'LZ - BLANKET L PETITION',
  'M1 - STUDENT - VOCATIONAL-NON-ACAD.',
  'M2 - SPOUSE-CHILD OF M-1',
  'MIS - CFA ADM REP MARSHALL ISLANDS',
  'ML - PAROLEE-MEDICAL, LEGAL, HUMAN',
  'N1 - PRINCIPAL REP. OF NATO MEMBER',
  'N2 - OTHER REP. OF NATO MEMBER',
  'N3 - CLERICAL STAFF FOR N-1, N-2',
  'N4 - OFFICIALS OF NATO',
  'N5 - EXPERTS EMPLOYED BY NATO',
  'N6 - CIVILIAN COMPONENT OF NATO',
  'N7 - ATTENDANTS OF N-1 THROUGH N-6',
  'N8 - PARENT OF SPEC IMMIGRANT CHILD',
  'N9 - SPOUSE-CHILD OF N8',
  'O1 - ALIEN W-EXTRAORDINARY ABILITY',
  'O1A - EXTRAORDINARY ALIEN - NON-ARTS',
  'O1B - EXTRAORDINARY ALIEN IN ARTS',
  'O2 - ACCOMPANYING ALIEN TO O1',
  'O3 - SPOUSE-CHILD OF O-1, O-2',
  'OP - PAROLEE (OVERSEAS AUTHORIZED)',
  'P1 - ATHLETE OR ENTERTAINER',
  'P1A - ALIEN WITH ATHLETIC EVENT',
  'P1B - ALIEN WITH ENTERTAINMENT GROUP',
  'P1S - SUPPORT PERSON OF P-1',
  'P2 - EXHANGE ARTIST-ENTERTAINER',
  'P2S - SUPPORT PERSON OF P-2',
  'P3 - UNIQUE PGM ARTIST-ENTERTAINER',
  'P3S - SUPPORT PERSON OF P-3',
  'P4 - SPOUSE-CHILD OF P-1, P-2, P-3',
  'PAL - CFA ADMISSION PALAU',
  'PAR - PAROLEE',
  'PI - PACIFIC ISLANDER',
  'Q1 - INTL CULTURAL XCHG VISITORS',
  'Q2 - IRISH PEACE PROCESS PARTICPNTS',
  'Q3 - SPOUSE-CHILD OF Q2',
  'R1 - RELIGIOUS OCCUPATION',
  'R2 - SPOUSE-CHILD OF R-1',
  'RE - REFUGEE',
  'RE5 - HAITIAN W-GRANTED REFUGEE STAT',
  'RW - RAW APPLIED FOR AT A US CO',
  'S1 - SPECIAL AGRICULTURAL WORKER',
  'S2 - SPECIAL AGRICULTURAL WORKER',
  'S9 - EMERGENCY FARM WORKER',
  'SDF - SUSPECTED DOCUMENT FRAUD',
  'ST - STOWAWAY',
  'T1 - VICTIM OF SEVERE FORM OF TRAFK',
  'T2 - SPOUSE OF T1',
  'T3 - CHILD OF T1',
  'T4 - PARENT OF T1',
  'T5 - UNMARRIED UNDER 18 SIBLG T1 NI',
  'TB - SPOUSE OR CHILD OF CAN. FR',
  'TC - CANADIAN FREE TRADE AGREEMENT',
  'TD - NAFTA DEPENDENT',
  'TN1 - NAFTA PRINCIPAL (CANADA)',
  'TN2 - NAFTA PRINCIPAL (MEXICO)',
  'TWO - TRANSIT WITHOUT A VISA',
  'U1 - VICTIM OF CRIMINAL ACTIVITY',
  'U2 - SPOUSE OF U1',
  'U3 - CHILD OF U1',
  'U4 - PARENT OF U1',
  'U5 - UNMARRIED UNDER 18 SIBLG U1 NI',
  'UN - UNKNOWN',
  'UU - UNKNOWN',
  'V1 - SPOUSE OF LPR',
  'V2 - CHILD OF LPR',
  'V3 - CHILD OF V2',
  'WB - VISITOR FOR BUSINESS - VWPP/VWP',
  'WD - WITHDRAWL (I-275)',
  'WI - WITHOUT INSPECTION',
  'WT - VISITOR FOR PLEASURE - VWPP',
  'X - EOIR',
];

const codeOf = (option: string): string => option.split(' - ')[0] ?? option;
const OPTION_BY_CODE = new Map(I130_CLASS_OF_ADMISSION_OPTIONS.map((option) => [codeOf(option), option]));
const PAROLEE = 'PAR - PAROLEE';
const ENTRY_WITHOUT_INSPECTION = 'EWI - ENTRY WITHOUT INSPECTION';
const PAROLE_WORDS = new Set(['PAROLE', 'PAROLED', 'PAROLEE']);

/**
 * The option whose code a typed class of admission names ("F-1", "h1b", "paroled"); with
 * `leadingCode`, also one that starts the answer ("B2 visitor"), when that code has two
 * characters or more (so "I was …" never reads as class I).
 */
function optionFor(typed: string, leadingCode: boolean): string | undefined {
  const whole = typed.toUpperCase().replace(/[^A-Z0-9]/g, '');
  const firstWord = (typed.toUpperCase().trim().split(/\s+/)[0] ?? '').replace(/[^A-Z0-9]/g, '');
  const codes = leadingCode && firstWord.length >= 2 ? [whole, firstWord] : [whole];
  for (const code of codes) {
    if (PAROLE_WORDS.has(code)) return PAROLEE;
    const option = OPTION_BY_CODE.get(code);
    if (option) return option;
  }
  return undefined;
}

/**
 * The class of admission of the beneficiary's last arrival as the person gave it: the class on the
 * I-94, else the status chosen from the pick-list, else what they were admitted or paroled as.
 */
export function classAsGiven(arrival: LastArrival | null): string {
  if (!arrival) return '';
  return arrival.i94Class || arrival.visaStatus || arrival.admittedAs || arrival.paroledAs;
}

/**
 * Item 46.a for the beneficiary's last arrival: the drop-down's option for the class as given (or,
 * when it has none, for the pick-list status or the words they were admitted or paroled with);
 * EWI for an entry without inspection, PAR for a parole whose class the list lacks. `unmatched`
 * holds the exact class whenever the option is not that class's own (a parole class such as UHP
 * printed as PAR), or how they came in for another manner, for the Additional Information part,
 * so the class is never lost.
 */
export function classOfAdmission(arrival: LastArrival | null): { readonly option: string; readonly unmatched: string } {
  if (!arrival) return { option: '', unmatched: '' };
  if (arrival.manner === 'without_admission') return { option: ENTRY_WITHOUT_INSPECTION, unmatched: '' };
  const given = classAsGiven(arrival);
  // The I-94 class and the pick-list hold codes; what the person was admitted or paroled as is in their words.
  const candidates = [
    { answer: arrival.i94Class, leadingCode: true },
    { answer: arrival.visaStatus, leadingCode: true },
    { answer: arrival.admittedAs, leadingCode: false },
    { answer: arrival.paroledAs, leadingCode: false },
  ].filter(({ answer }) => answer !== '');
  const own = candidates[0] ? optionFor(candidates[0].answer, candidates[0].leadingCode) : undefined;
  if (own) return { option: own, unmatched: '' };
  for (const { answer, leadingCode } of candidates.slice(1)) {
    const option = optionFor(answer, leadingCode);
    if (option) return { option, unmatched: given };
  }
  if (arrival.manner === 'paroled') return { option: PAROLEE, unmatched: given };
  return { option: '', unmatched: given || arrival.otherManner };
}
