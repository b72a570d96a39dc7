/**
 * The cover's notice of the stage its package is, and what comes after the petition (issue 22),
 * in English. Form names, parts and item numbers stay as USCIS writes them.
 */
export const coverStageEn = {
  'cover.stage.consular':
    'This package holds the petition alone, Forms I-130 and I-130A, for a spouse who applies for an immigrant visa at a U.S. embassy or consulate abroad{consulate, select, none {} other { ({consulate}, as Form I-130 Part 4 Item Number 62 names it)}}. What follows the approval is listed under "What comes next": Greencard does not prepare it.',
  'cover.stage.petitionOnly':
    'This package holds the petition alone, Forms I-130 and I-130A. As you answered, the law does not let the beneficiary get the green card from inside the United States (adjustment of status). Filing the petition is still the first step; what follows it needs an immigration attorney or a DOJ-accredited representative, as "What comes next" says.',
  'cover.stage.visaWait':
    'This package holds the petition alone, Forms I-130 and I-130A: USCIS cannot take the green card application yet, as "Where to mail" explains. Filing the petition now gives the beneficiary their place in line.',
  'cover.stage.chosen':
    'This package holds the petition alone, Forms I-130 and I-130A, as you chose: mail it now. Your green card application (Form I-485 with Form I-864) is the second package of your filing: once USCIS sends the petition’s receipt notice (Form I-797C), enter its receipt number in Greencard and download it. Until Form I-485 is filed, the petition alone does not let the beneficiary stay, work or travel.',
  'cover.stage.petitionAlone': 'This package holds the petition alone, Forms I-130 and I-130A.',
  'cover.stage.adjustmentUnfiled':
    'This package is the green card application on the Form I-130 you file first. Do not mail it before USCIS has sent that petition’s receipt notice (Form I-797C): enter its receipt number in Greencard, then download this package again, so that Form I-485 prints it.',
  'cover.stage.adjustmentFiled':
    'This package is the green card application on the Form I-130 already filed (receipt number {receipt}{priority, select, none {} other {, priority date {priority}}}, {status, select, approved {approved} other {pending}}), which Form I-485 Part 2 Item Number 2 names. Put a copy of that petition’s notice (Form I-797) in it, as "What to attach" says, and no new Form I-130.',
  'cover.next.consularTitle': 'What comes next (Greencard does not prepare these steps)',
  'cover.next.lawyerTitle': 'What comes next needs a lawyer',
  'cover.next.lawyer':
    'Greencard prepares the petition only. The beneficiary can get the green card only through an immigrant visa abroad, and leaving the United States after unlawful presence can bar a return for 3 or 10 years (INA 212(a)(9)(B)) unless a waiver is granted, for example a provisional unlawful presence waiver (Form I-601A) asked for before leaving. Talk to an immigration attorney or a DOJ-accredited representative before the beneficiary leaves the United States or files anything else.',
} as const satisfies Readonly<Record<string, string>>;
