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
  // The onboarding's reasons (eligibility-entry.ts, eligibility-income.ts).
  'eligibility.petitionerStatus.unanswered':
    "Answer whether the petitioner is a U.S. citizen or a green card holder: it decides how the beneficiary can apply.",
  'eligibility.lastEntry.unanswered':
    "Answer how the beneficiary last came into the United States.",
  'eligibility.fiance.unanswered':
    "Answer whether the beneficiary married the U.S. citizen who filed the fiancé(e) petition for them.",
  'eligibility.fiance.notPetitioner':
    "A K-1 fiancé(e) can get a green card in the United States only through marriage to the U.S. citizen who filed the fiancé(e) petition (INA 245(d)), so the beneficiary cannot adjust status through this marriage. What you can do: talk to an immigration attorney or a DOJ-accredited representative about an immigrant visa from abroad.",
  'eligibility.fiance.married':
    "A K-1 fiancé(e) who married the petitioner applies on the approved fiancé(e) petition: Form I-485 with Form I-864, and no Form I-130. This service prepares applications that rest on a Form I-130, so it cannot prepare this one. What you can do: file Form I-485 as a K-1 fiancé(e), as the Form I-485 instructions on uscis.gov/i-485 describe, or ask an immigration attorney or a DOJ-accredited representative to prepare it.",
  'eligibility.bar.withoutInspection':
    "The beneficiary last came in without being inspected and admitted or paroled: such a person cannot get a green card from inside the United States (INA 245(a)) unless INA 245(i) applies. What you can do: talk to an immigration attorney or a DOJ-accredited representative about an immigrant visa from abroad, which usually starts with a provisional unlawful presence waiver (Form I-601A) while the beneficiary is still here.",
  'eligibility.bar.crewman':
    "A crew member of a ship or an airplane cannot get a green card from inside the United States, even as a U.S. citizen’s spouse (INA 245(c)(1)), unless INA 245(i) applies. What you can do: talk to an immigration attorney or a DOJ-accredited representative about an immigrant visa at a U.S. consulate abroad.",
  'eligibility.bar.visaWaiver':
    "A green card holder’s spouse who came in under the Visa Waiver Program cannot get a green card from inside the United States (INA 245(c)(4)) unless INA 245(i) applies; a U.S. citizen’s spouse could. What you can do: the petitioner can file Form I-130 now, and the beneficiary applies for an immigrant visa abroad once a visa is available; talk to an immigration attorney or a DOJ-accredited representative before the beneficiary leaves the United States.",
  'eligibility.bar.lawfulStatus':
    "A green card holder’s spouse must have kept a lawful status since the last arrival, and never worked without permission, to get a green card from inside the United States (INA 245(c)(2) and 245(c)(8)), unless INA 245(i) applies; a U.S. citizen’s spouse is not held to this. What you can do: the petitioner can file Form I-130 now; talk to an immigration attorney or a DOJ-accredited representative about an immigrant visa abroad and about what leaving the United States would mean.",
  'eligibility.grandfathered.unanswered':
    "Answer whether a petition or a labor certification was filed for the beneficiary on or before April 30, 2001 (INA 245(i)).",
  'eligibility.grandfathered.yes':
    "INA 245(i) lets the beneficiary get the green card from inside the United States, but the application then needs Form I-485 Supplement A and the additional sum it asks for, which this service does not prepare. What you can do: an immigration attorney or a DOJ-accredited representative can prepare the application under INA 245(i), with the evidence of the petition or labor certification filed by April 30, 2001.",
  'eligibility.keptLawfulStatus.unanswered':
    "Answer whether the beneficiary has been in a lawful immigration status every day since the last arrival.",
  'eligibility.workedWithoutPermission.unanswered':
    "Answer whether the beneficiary has ever worked in the United States without permission.",
  'eligibility.exchange.everJ':
    "Answer whether the beneficiary has ever been in the United States as a J-1 or J-2 exchange visitor.",
  'eligibility.exchange.subject':
    "Answer whether the beneficiary is subject to the two-year home-country physical presence requirement (INA 212(e)).",
  'eligibility.exchange.notSure':
    "Find out whether the beneficiary is subject to the two-year home-country physical presence requirement (INA 212(e)): the J visa and the Form DS-2019 usually say so, and the Department of State gives an advisory opinion on request (travel.state.gov, \"Waiver of the Exchange Visitor Two-Year Home-Country Physical Presence Requirement\"). Then answer the question again.",
  'eligibility.exchange.waived':
    "Answer whether the beneficiary has a waiver of the two-year home-country requirement, or has already lived the two years at home.",
  'eligibility.exchange.notWaived':
    "The beneficiary must live two years in their home country after the exchange program before they can get a green card (INA 212(e)), and has no waiver: they cannot adjust status until then. What you can do: apply for a waiver (through the Department of State’s J-1 waiver process, then with USCIS), or spend the two years abroad; an immigration attorney or a DOJ-accredited representative can tell which fits. Come back once the waiver is granted.",
  'eligibility.bornInMexico.unanswered':
    "Answer whether the beneficiary was born in Mexico.",
  'eligibility.income.current':
    "Enter the petitioner's current yearly income.",
  'eligibility.income.w2':
    "Answer whether at least 85% of the petitioner's income is wages reported on Form W-2.",
  'eligibility.income.notW2':
    "At least 85% of the petitioner's income must be wages reported on Form W-2: this service prepares applications only for sponsors whose income is mostly W-2 wages.",
  'eligibility.income.householdSize':
    "Choose how many people are in the household ({min} to {max}).",
  'eligibility.income.activeDuty':
    "Answer whether the petitioner is on active duty in the U.S. armed forces.",
  // The Affidavit of Support's questions at onboarding, and the Visa Bulletin (filing-path.ts).
  'eligibility.support.beyondIncome':
    "Answer whether anything besides the petitioner's own income will help meet the income requirement.",
  'eligibility.support.householdMember':
    "Choose who lives with the petitioner and will sign Form I-864A, or No one.",
  'eligibility.support.householdMemberIncome':
    "Enter that relative's yearly income.",
  'eligibility.support.beneficiaryIncome':
    "Enter the beneficiary's continuing yearly income, or 0.",
  'eligibility.support.assets':
    "Enter what the savings, property and investments are worth, or 0.",
  'eligibility.support.jointSponsor':
    "Answer whether someone has agreed to be a joint sponsor.",
  'eligibility.support.noGuidelines':
    "The income requirement could not be checked for today’s date; please try again later.",
  'eligibility.visa.unknown':
    "We do not have the Visa Bulletin for {month} yet, so we cannot tell whether USCIS takes Form I-485 from the spouse of a permanent resident (category F2A) this month. Before you mail, open uscis.gov/visabulletininfo: if the chart it names for family-sponsored cases shows \"C\" for F2A, or a date after the priority date, mail the green card application; otherwise mail the petition (Forms I-130 and I-130A) alone, and keep the rest for when the date is current.",
  'eligibility.visa.listed':
    "The Visa Bulletin for {month} lists {entry} for spouses of permanent residents (category F2A) on its {chart} chart, the one USCIS uses that month for family-sponsored cases",
  'eligibility.visa.entryCurrent':
    "\"C\" (current)",
  'eligibility.visa.entryUnavailable':
    "\"U\" (no visa numbers available)",
  'eligibility.visa.currentFiled':
    "{listed}, so your petition's priority date, {date}, is current: USCIS takes Form I-485 on it. If you mail in a later month, check that month's chart at uscis.gov/visabulletininfo first.",
  'eligibility.visa.currentNew':
    "{listed}, so a petition filed on {date} is current: USCIS takes Form I-485 on it. If you mail in a later month, check that month's chart at uscis.gov/visabulletininfo first.",
  'eligibility.visa.waitFiled':
    "{listed}, which is not later than your petition's priority date, {date}: USCIS cannot take Form I-485 yet. We e-mail you the month the chart becomes current for it.",
  'eligibility.visa.waitNew':
    "{listed}. A new petition's place in line (its priority date) is the day USCIS receives it, {date} or later, which is not earlier than that, so USCIS cannot take Form I-485 yet.",
} as const satisfies Readonly<Record<string, string>>;
