/**
 * The eligibility check's verdicts (domain/rules/eligibility.ts, issue 22), in English: what
 * onboarding and its API say a couple can file. es.ts holds the same ids in Spanish.
 */
export const eligibilityEn = {
  'eligibility.eligible': 'You are eligible: this service can prepare your marriage-based green card application (adjustment of status).',
  'eligibility.unanswered': 'Answer every question above to finish the eligibility check.',
  'eligibility.ineligible': 'Based on your answers, this service cannot prepare your application, for the reasons listed.',
  'eligibility.petitionOnly': 'Your green card application (Form I-485) has to wait, but your petition does not.',
  'eligibility.petitionFirst':
    'You are eligible. As you chose, we prepare your petition (Forms I-130 and I-130A) first, to download and mail now, and your green card application (Form I-485 with Form I-864) once you have the petition’s receipt notice (Form I-797C): you enter its receipt number and we prepare the rest. Until then the petition alone does not let the beneficiary stay, work or travel.',
  'eligibility.petitionFiled':
    'You are eligible: we prepare the green card application (Form I-485 with Form I-864, and the work permit and travel document if you ask for them) on the Form I-130 you already filed, with a copy of its notice (Form I-797) in place of a new petition.',
  'eligibility.consularNextSteps':
    'After USCIS approves the petition it sends it to the Department of State’s National Visa Center (NVC), which writes to you. Then: the beneficiary fills in the immigrant visa application (Form DS-260) online, the petitioner sends the Affidavit of Support (Form I-864) and its evidence to NVC, you upload the civil documents NVC asks for (birth and marriage certificates, police certificates), and the beneficiary has a medical examination and an interview at the U.S. embassy or consulate. We do not prepare these steps.',
  'eligibility.consular':
    'The beneficiary will apply for an immigrant visa at a U.S. embassy or consulate abroad (consular processing). We prepare the petition that starts it: Form I-130 with Form I-130A, naming that embassy or consulate. {nextSteps}',
  'eligibility.barred':
    'Based on your answers, the beneficiary cannot get the green card from inside the United States, for the reasons below. The petitioner can still file the petition (Form I-130 with Form I-130A) now, and we prepare it. What follows (an immigrant visa abroad, the unlawful presence bars, a provisional waiver on Form I-601A) needs an immigration attorney or a DOJ-accredited representative before the beneficiary leaves the United States.',
  'eligibility.petitionOnlyOffer':
    'You can file Form I-130 with Form I-130A now, so your priority date starts; we prepare those two forms. File Form I-485 (with Form I-864, and the work permit and travel document if you want them) once the chart is current for your priority date. Until then the beneficiary must keep a lawful status and not work without permission: a spouse of a permanent resident who does not cannot adjust status (INA 245(c)).',
  'eligibility.whereFrom.inUs': 'Answer whether the beneficiary (the spouse applying for the green card) is in the United States now.',
  'eligibility.whereFrom.fromUs': 'Answer whether the beneficiary will apply for the green card from inside the United States.',
  'eligibility.onlyApplicant.unanswered': 'Answer whether the beneficiary is the only person applying for a green card.',
  'eligibility.onlyApplicant.unmet':
    'The beneficiary must be the only person applying for a green card: this service does not prepare applications for children or other relatives.',
} as const satisfies Readonly<Record<string, string>>;
