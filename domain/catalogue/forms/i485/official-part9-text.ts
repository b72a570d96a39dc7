/**
 * Part 9 of Form I-485 (edition 01/20/25) as the agency publishes it, extracted with
 * `pdftotext -layout` (blank lines dropped): what the wizard's wording is checked against.
 * Public domain text of the U.S. government; only tests import it.
 */
export const I485_PART9_OFFICIAL_TEXT = `
Part 9. General Eligibility and Inadmissibility Grounds
Choose the answer that you think is correct in Part 9. If you answer "Yes" to any questions (or if you answer "No," but are unsure
of your answer), provide an explanation of the events and circumstances in the space provided in Part 14. Additional Information.
1.   Have you EVER been a member of, involved in, or in any way associated with any organization,                    Yes        No
     association, fund, foundation, party, club, society, or similar group in the United States or in any other
     location in the world?
     If you answered "Yes" to Item Number 1., complete Item Numbers 2. - 9. If you were a member of more than two
     organizations, use the space provided in Part 14. Additional Information.
Organization 1
2.   Name of Organization
3.   City or Town                                                        State or Province
     Country
4.   Nature of Organization, including its purposes and activities, whether illicit or legitimate.
     Nature of involvement in organization, including role or positions(s) held, whether illicit or legitimate.
5.   Dates of Membership or Dates of Involvement
     From (mm/dd/yyyy)                                          To (mm/dd/yyyy)
Organization 2
6.   Name of Organization
Form I-485 Edition 01/20/25                                                                                             Page 13 of 24
                                                                                       A-Number ► A-
Part 9. General Eligibility and Inadmissibility Grounds (continued)
7.    City or Town                                                        State or Province
      Country
8.    Nature of Organization, including its purposes and activities, whether illicit or legitimate.
      Nature of involvement in organization, including role or positions(s) held, whether illicit or legitimate.
9.    Dates of Membership or Dates of Involvement
      From (mm/dd/yyyy)                                          To (mm/dd/yyyy)
10.   Have you EVER been denied admission to the United States?                                                       Yes        No
11.   Have you EVER been denied a visa to the United States?                                                          Yes        No
12.   Have you EVER worked in the United States without authorization?                                                Yes        No
13.   Have you EVER violated the terms or conditions of your nonimmigrant status?                                     Yes        No
14.   Are you presently or have you EVER been in removal, exclusion, rescission, or deportation proceedings,          Yes        No
      including expedited removal proceedings?
15.   Have you EVER been issued a final order of exclusion, deportation, or removal?                                  Yes        No
16.   Have you EVER had a prior final order of exclusion, deportation, or removal reinstated?                         Yes        No
17.   Have you EVER been granted voluntary departure by an immigration officer or an immigration judge but            Yes        No
      failed to depart within the allotted time?
18.   Have you EVER applied for any kind of relief or protection from removal, exclusion, or deportation?             Yes        No
19.   Have you EVER been a J nonimmigrant exchange visitor who was subject to the two-year foreign                    Yes        No
      residence requirement?
20.   If you answered "Yes" to Item Number 19., have you complied with the foreign residence requirement?             Yes        No
21.   If you answered "Yes" to Item Number 19. and "No" to Item Number 20., have you been granted a                   Yes        No
      waiver or has Department of State issued a favorable waiver recommendation letter for you?
Criminal Acts and Violations
For Item Numbers 22. - 41., you must answer "Yes" to any question that applies to you, even if your records were sealed or otherwise
cleared, or even if anyone, including a judge, law enforcement officer, or attorney, told you that you no longer have a record. You
must also answer "Yes" to the following questions whether the action or offense occurred here in the United States or anywhere else in
the world. If you answer "Yes" to Item Numbers 22. - 41., use the space provided in Part 14. Additional Information to provide an
explanation for each offense, if applicable, that includes a description of the criminal offense; where the criminal offense occurred;
when the criminal offense occurred; whether you were arrested, cited, charged, or detained for the criminal offense you committed;
and the outcome or disposition of that criminal offense (for example, convicted, placement in a diversion program, no charges filed,
charges dismissed, jail, prison, detention, probation, or community service). Your explanation must include the duration of any
sentence to confinement (even if suspended).
22.   Have you EVER been arrested, cited, charged, or permitted to participate in a diversion program (including      Yes        No
      pre-trial diversion, deferred prosecution, deferred adjudication, or any withheld adjudication), or detained
      for any reason by any law enforcement official in any country including but not limited to any U.S.
      immigration official or any official of the U.S. armed forces or U.S. Coast Guard or by a similar official of
      a country other than the United States?
Form I-485 Edition 01/20/25                                                                                              Page 14 of 24
                                                                                        A-Number ► A-
Part 9. General Eligibility and Inadmissibility Grounds (continued)
23.   Have you EVER committed a crime of any kind (even if you were not arrested, cited, charged with, or                  Yes       No
      tried for that crime, or convicted)?
24.   Have you EVER pled guilty to or been convicted of a crime or offense (even if the violation was                      Yes       No
      subsequently expunged or sealed by a court, or if you were granted a pardon, amnesty, a rehabilitation
      decree, or other act of clemency)?
      NOTE: If you were the beneficiary of a pardon, amnesty, a rehabilitation decree, or other act of clemency, provide
      documentation of that post-conviction action.
25.   Have you EVER been ordered punished by a judge or had conditions imposed on you that restrained your                 Yes       No
      liberty (such as a prison sentence, suspended sentence, house arrest, parole, alternative sentencing, drug or
      alcohol treatment, rehabilitative programs or classes, probation, or community service)?
26.   Have you EVER violated (or attempted or conspired to violate) any controlled substance law or regulation             Yes       No
      of a state, the United States, or a foreign country?
27.   Have you EVER trafficked in or benefited from, or knowingly aided, abetted, assisted, conspired or                   Yes       No
      colluded in the illegal trafficking of any controlled substances, such as chemicals, illegal drugs, or
      narcotics?
28.   Are you the spouse, son, or daughter of an alien who illicitly trafficked or aided (or otherwise abetted,            Yes       No
      assisted, conspired, or colluded) in the illicit trafficking of a controlled substance, such as chemicals, illegal
      drugs, or narcotics and you obtained, within the last 5 years, any financial or other benefit from this activity
      of your spouse or parent?
29.   If your answer to Item Number 28. is "Yes," did you know or should you have reasonably known that the                Yes       No
      financial or other benefit you obtained resulted from this activity of your spouse or parent?
30.   Have you EVER engaged in prostitution or are you coming to the United States to engage in prostitution?              Yes       No
31.   Have you EVER directly or indirectly procured or attempted to procure, or imported prostitutes or persons            Yes       No
      for the purpose of prostitution?
32.   Have you EVER received any proceeds or money from prostitution?                                                      Yes       No
33.   Do you intend to engage in illegal gambling or any other form of commercialized vice, such as prostitution,          Yes       No
      bootlegging, or the sale of child pornography, while in the United States?
34.   Have you EVER exercised immunity (diplomatic or otherwise) to avoid being prosecuted for a criminal                  Yes       No
      offense in the United States?
35.a. Have you EVER served as a foreign government official?                                                               Yes       No
35.b. If your answer to Item Number 35.a. is "Yes," have you EVER been responsible for, enforced, or directly              Yes       No
      carried out violations of religious freedoms?
36.   Have you EVER induced by force, fraud, or coercion (or otherwise been involved in) the trafficking of                Yes       No
      another person for commercial sex acts (sex trafficking)?
      NOTE: Sex trafficking involves inducing or causing an adult to engage in a commercial sex act (any sex act performed for
      anything of value) through fraud, force, or coercion, or inducing or causing any person under 18 years of age to engage in a
      commercial sex act (even without force, fraud, or coercion). Sex trafficking may include recruiting, enticing, harboring,
      transporting, providing, obtaining, advertising, maintaining, patronizing, or soliciting by any means a person to engage in the
      commercial sex act knowing (or, in the case of advertising, with reckless disregard of the fact) that the person is under 18 years
      of age or that force, fraud, or coercion was used to induce or cause the person to engage in the commercial sex act. Sex
      trafficking may also include knowingly benefiting financially or by receiving anything of value, from participation in a venture
      involving sex trafficking.
37.   Have you EVER trafficked a person into involuntary servitude, peonage, debt bondage, or slavery?                     Yes       No
      Trafficking includes recruiting, harboring, transporting, providing, or obtaining a person for labor or
      services through the use of force, fraud, or coercion.
Form I-485 Edition 01/20/25                                                                                                  Page 15 of 24
                                                                                      A-Number ► A-
Part 9. General Eligibility and Inadmissibility Grounds (continued)
38.   Have you EVER knowingly aided, abetted, assisted, conspired, or colluded with others in trafficking in            Yes       No
      persons for commercial sex acts or involuntary servitude, peonage, debt bondage, or slavery?
39.   Are you the spouse, son, or daughter of an alien who engaged in the trafficking in persons and have received      Yes       No
      or obtained, within the last 5 years, any financial or other benefits from this activity of your spouse or your
      parent?
40.   If your answer is "Yes" to Item Number 39., did you know or reasonably should have known that this                Yes       No
      benefit resulted from this activity of your spouse or parent?
41.   Have you EVER engaged in money laundering or have you EVER knowingly aided, assisted, abetted,                    Yes       No
      conspired, or colluded with others in money laundering or do you seek to enter the United States to engage
      in such activity?
Security and Related
Do you intend to:
42.a. Engage in any activity that violates or evades any law relating to espionage (including spying) or sabotage       Yes       No
      in the United States?
42.b. Engage in any activity in the United States that violates or evades any law prohibiting the export from the       Yes       No
      United States of goods, technology, or sensitive information?
42.c. Engage in any activity whose purpose includes opposing, controlling, or overthrowing the U.S.                     Yes       No
      Government by force, violence, or other unlawful means while in the United States?
42.d. Engage in any other unlawful activity?                                                                            Yes       No
Have you EVER:
43.a. Received any weapons training, paramilitary training, or other military-type training?                            Yes       No
43.b. Committed kidnapping, assassination, or hijacking or sabotage of a conveyance (including an aircraft,             Yes       No
      vessel, vehicle, or train)?
43.c. Used a weapon or explosive or any dangerous device with the intent to endanger the safety of another              Yes      No
      person or people or cause damage to property?
43.d. Threatened, attempted, conspired, prepared, or planned to do any of the things described in Item Numbers          Yes       No
      43.b. - 43.c.?
43.e. Incited, under circumstances indicating an intention to cause death or serious bodily harm/injury, any of the     Yes       No
      activities described in Item Numbers 43.b. - 43.c.?
43.f. Participated in, or been a member of, a group or organization that did any of the activities described in         Yes       No
      Item Numbers 43.b. - 43.e.?
43.g. Recruited members or asked for money or things of value for a group or organization that did any of the           Yes       No
      activities described in Item Numbers 43.b. - 43.e.?
43.h. Provided money, a thing of value, services or labor, or any other assistance or support for any of the            Yes       No
      activities described in Item Numbers 43.b. - 43.e.?
43.i. Provided money, a thing of value, services or labor, or any other assistance or support for an individual,        Yes       No
      group, or organization who did any of the activities described in Item Numbers 43.b. - 43.e.?
44.   Do you intend to engage in any of the activities listed in any part of Item Numbers 43.b. - 43.e.?                Yes       No
45.   Do you intend to engage in any activity that could endanger the welfare, safety, or security of the United        Yes       No
      States?
      NOTE: If you answered "Yes" to any part of Item Numbers 42.a. - 45., explain what you did, including the dates and location
      of the circumstances, or what you intend to do in the space provided in Part 14. Additional Information.
Form I-485 Edition 01/20/25                                                                                               Page 16 of 24
                                                                                         A-Number ► A-
Part 9. General Eligibility and Inadmissibility Grounds (continued)
46.   Are you the spouse or child of an individual who EVER engaged in any of the activities listed in Item               Yes        No
      Numbers 43.b. - 43.i.?
      NOTE: If you answered "Yes" to any part of Item Number 46., explain what your parent or spouse did, including the dates and
      location of the circumstances in Part 14. Additional Information.
47.   Have you EVER sold, provided, or transported weapons, or assisted any person in selling, providing, or              Yes        No
      transporting weapons, which you knew or believed would be used against another person?
48.   Have you EVER worked, volunteered, or otherwise served in any prison, jail, prison camp, detention                  Yes        No
      facility, labor camp, or any other place where people were detained, or have you EVER directed or
      participated in any other activity that involved detaining people?
49.   Have you EVER been a member of, assisted, or participated in any group, unit, or organization of any kind           Yes       No
      in which you or other persons used any type of weapon against any person or threatened to do so?
50.   Have you EVER served in, been a member of, assisted (helped), or participated in any military or police             Yes        No
      unit?
51.   Have you EVER served in, been a member of, assisted (helped), or participated in any armed group (a                 Yes        No
      group that carries weapons), for example: paramilitary unit (a group of people who act like a military
      group, but are not part of the official military), self-defense unit, vigilante unit, rebel group, or guerrilla
      group?
      If you answered "Yes" to Item Number 50. or 51., include the name of the country, the name of the military unit or armed
      group, your rank or position, and your dates of involvement in your explanation in Part 14. Additional Information.
52.   Have you EVER been a member of, or in any way affiliated with, the Communist Party or any totalitarian              Yes       No
      party (in the United States or abroad)?
Have you EVER ordered, incited, called for, committed, assisted, helped with, or otherwise participated in any of the following:
53.a. Torture?                                                                                                            Yes        No
53.b. Genocide?                                                                                                           Yes        No
53.c. Killing, or trying to kill, any person?                                                                             Yes        No
53.d. Intentionally and severely injuring or trying to injure any person?                                                 Yes       No
54.   Have you EVER recruited, enlisted, conscripted, or used any person under 15 years of age to take part in            Yes        No
      hostilities or to serve in or help an armed force or group, or attempted or worked with others to do so?
55.   Have you EVER used any person under 15 years of age to take part in hostilities, for instance, participating        Yes        No
      in combat or providing services related to combat (such as sabotage or serving as a courier) or providing
      support services (such as transporting supplies), or attempted or worked with others to do so?
      NOTE: If you answered "Yes" to any part of Item Numbers 47. - 55., explain what occurred, including the dates and location
      of the circumstances, in the space provided in Part 14. Additional Information.
Form I-485 Edition 01/20/25                                                                                                  Page 17 of 24
                                                                                     A-Number ► A-
Part 9. General Eligibility and Inadmissibility Grounds (continued)
Public Charge
Each alien who is subject to the public charge ground of inadmissibility in INA section 212(a)(4) must complete Item Numbers 57. -
66. An alien is subject to the public charge ground of inadmissibility if the alien does not fall under one of the categories exempt from
the public charge ground of inadmissibility listed below. If you fall under one of the exempt categories listed below, please select the
exempt category, and skip Item Numbers 57. - 66. If you do not fall under one of the exempt categories listed below, select "I do not
fall under any of the exempt categories listed above and will complete Item Numbers 57. - 66."
NOTE: For more information, see Part 9. General Eligibility and Inadmissibility Grounds, Public Charge section of these
Instructions.
56.   I am exempt from the public charge ground of inadmissibility because I am a/an (select only one box):
          VAWA Self-Petitioner (Form I-360)
          Special Immigrant Juvenile (Form I-360)
          Certain Afghan or Iraqi National (Form I-360 or Form DS-157)
          Asylee (Form I-589 or Form I-730)
          Refugee (Form I-590 or Form I-730)
          Victim of Qualifying Criminal Activity (U Nonimmigrant) under INA section 245(m) (Form I-918, Form I-918A, or Form
          I-929)
          Any category other than INA section 245(m), but you are in valid U nonimmigrant status at the time you file your
          application for adjustment of status. (This exemption only applies if, at the time of the adjudication of Form I-485, you are
          still in valid U nonimmigrant status. If, at the time of adjudication of Form I-485, you are no longer in valid U
          nonimmigrant status, you will be subject to the public charge ground of inadmissibility.)
          Human Trafficking Victim (T nonimmigrant) under INA section 245(l) (Form I-914 or Form I-914A)
          Any category other than INA section 245(l), but you either have a pending application for T nonimmigrant status (Form
          I-914) that sets forth a prima facie case for eligibility or are in valid T nonimmigrant status at the time you file your
          application for adjustment of status. (This exemption only applies if your Form I-914 is still pending and deemed to be
          prima facie eligible or you are in valid T nonimmigrant status when we adjudicate your adjustment of status application.)
          Cuban Adjustment Act
          Cuban Adjustment Act for Battered Spouses and Children
          Dependent Status under the Haitian Refugee Immigrant Fairness Act
          Dependent Status under the Haitian Refugee Immigrant Fairness Act for Battered Spouses and Children
          Cuban and Haitian Entrants Applying for Adjustment of Status under section 202 of the Immigration Reform and Control
          Act of 1986
          A Lautenberg Parolee
          National of Vietnam, Cambodia, or Laos Applying under the Foreign Operations, Export Financing, and Related Programs
          Continuous Residence in the United States Since Before January 1, 1972 (“Registry”)
          Amerasian Homecoming Act
          Polish or Hungarian Parolee
          Nicaraguans and Other Central Americans under section 203 of the Nicaraguan Adjustment and Central American Relief
          Act (NACARA)
          American Indian Born in Canada (INA section 289) or the Texas Band of Kickapoo Indians of the Kickapoo Tribe of
          Oklahoma, Public Law 97-429 (Jan. 8, 1983)
          Section 7611 of the National Defense Authorization Act for Fiscal Year 2020 (Liberian Refugee Immigration Fairness)
Form I-485 Edition 01/20/25                                                                                                  Page 18 of 24
                                                                                      A-Number ► A-
Part 9. General Eligibility and Inadmissibility Grounds (continued)
          Syrian National Adjusting Status under Public Law 106-378
          Spouse, Child, or Parent of a U.S. Active-Duty Service Member in the Armed Forces under the National Defense
          Authorization Act (NDAA) (Form I-130 or Form I-360)
          I do not fall under any of the exempt categories listed above and will complete Item Numbers 57. - 66.
If you selected "I do not fall under any of the exempt categories listed above and will complete Item Numbers 57. - 66." in Item
Number 56., complete Item Numbers 57. - 66. below. If you selected an exempt category in Item Number 56., go to Item Number
67. If you need extra space to complete this section, use the space provided in Part 14. Additional Information.
57.   What is the size of your household?
58.   Indicate your annual household income.
          $0-27,000        $27,001-52,000           $52,001-85,000           $85,001-141,000          Over $141,000
59.   Identify the total value of your household assets.
          $0-18,400        $18,401-136,000          $136,001-321,400         $321,401-707,100         Over $707,100
60.   Identify the total value of your household liabilities (including both secured and unsecured liabilities).
          $0               $1-10,100                $10,101-57,700           $57,701-186,800          Over $186,800
61.   What is the highest degree or grade of school you have completed?
          Less than a high school diploma. If you select this option, indicate the highest grade of school you have completed.
          High school diploma, GED, or alternative credential          1 or more years of college credit, no degree
          Associate's degree         Bachelor's degree         Master's degree          Professional degree (JD, MD, DMD, etc.)
          Doctorate degree
62.   List your certifications, licenses, skills obtained through work experience, and educational certificates.
                                                             List of Certifications
63.   Have you ever received Supplemental Security Income (SSI), Temporary Assistance for Needy Families              Yes          No
      (TANF), or state, Tribal, territorial, or local cash benefit programs for income maintenance (often called
      “General Assistance” in the state context, but which also exist under other names)?
64.   Have you ever received long-term institutionalization at government expense?                                    Yes          No
Form I-485 Edition 01/20/25                                                                                                 Page 19 of 24
                                                                                      A-Number ► A-
Part 9. General Eligibility and Inadmissibility Grounds (continued)
65.   If your answer to Item Number 63. is "Yes," list the specific benefit(s) you received, the start and end dates of each period of
      receipt, the dollar amount of benefits received, and whether you received the benefits while you were in an immigration
      category exempt from the public charge ground of inadmissibility.
                                                                                                                       In a Category Exempt
                  Benefit Received                    Start Date            End Date             Dollar Amount          from Public Charge
                                                                                                                           Yes        No
                                                                                                                           Yes        No
                                                                                                                           Yes        No
                                                                                                                           Yes        No
66.   If your answer to Item Number 64. is "Yes," list the name, city, and state for each institution, the start and end dates of each
      period of institutionalization, the reason you were institutionalized, and whether you were institutionalized while you were in an
      immigration category exempt from the public charge ground of inadmissibility.
                                                                                                                       In a Category Exempt
        Institution Name/City/State          Date From              Date To                       Reason                from Public Charge
                                                                                                                           Yes        No
                                                                                                                           Yes        No
                                                                                                                           Yes        No
                                                                                                                           Yes        No
Illegal Entries and Other Immigration Violations
67.   Have you EVER failed or refused to attend or to remain in attendance at any removal proceeding filed               Yes          No
      against you on or after April 1, 1997?
      NOTE: If your answer to Item Number 67. is "Yes," attach a written statement explaining why you failed or refused to attend
      or remain in attendance at the removal proceeding, including any explanation of a reasonable cause for that failure or refusal.
68.   Have you EVER submitted altered, fraudulent, or counterfeit documentation to any U.S. Government                   Yes          No
      official to obtain or attempt to obtain any immigration benefit, including a visa or entry into the United
      States?
69.   Have you EVER lied about, concealed, or misrepresented any information on an application or petition to            Yes          No
      obtain a visa, other documentation required for entry into the United States, admission to the United States,
      or any other kind of immigration benefit?
70.   Have you EVER falsely claimed to be a U.S. citizen (in writing or any other way)?                                  Yes          No
71.   Have you EVER been a stowaway on a vessel or aircraft arriving in the United States?                               Yes          No
72.   Have you EVER knowingly encouraged, induced, assisted, abetted, or aided any alien to enter or to try to           Yes          No
      enter the United States illegally (alien smuggling)?
73.   Are you under a final order of civil penalty for violating INA section 274C for use of fraudulent                  Yes          No
      documents?
Removal, Unlawful Presence, or Illegal Reentry After Previous Immigration Violations
74.   Have you EVER been excluded, deported, or removed from the United States or have you ever departed the             Yes          No
      United States on your own after having been ordered excluded, deported, or removed from the United
      States?
75.   Have you EVER entered the United States without being inspected and admitted or paroled?                           Yes          No
Form I-485 Edition 01/20/25                                                                                                 Page 20 of 24
                                                                                     A-Number ► A-
Part 9. General Eligibility and Inadmissibility Grounds (continued)
76.   Since April 1, 1997, have you been unlawfully present in the United States? You were unlawfully present           Yes        No
      in the United States if you were present in the United States after the expiration of the period of stay
      authorized by the Department of Homeland Security (DHS) Secretary or were present in the United States
      without being admitted or paroled.
      NOTE: If you answered "Yes" to Item Number 76., give the dates of unlawful presence in the space provided in Part 14.
      Additional Information.
77.   If you answered "Yes" to Item Number 76., was a severe form of trafficking in persons at least one                Yes        No
      central reason for your unlawful presence in the United States?
      NOTE: Severe trafficking in persons involves sex trafficking (the recruitment, harboring, transportation, provision, or obtaining
      of a person to commit a commercial sex act) induced by force, fraud, coercion, or in which the person is induced to perform
      such act has not reached 18 years of age, or the recruitment, harboring, transportation, provision, or obtaining of a person for
      labor or services, through the use of force, fraud, or coercion for the purpose of subjection to involuntary servitude, peonage,
      debt bondage, or slavery.
Since April 1, 1997, have you EVER reentered or attempted to reenter the United States without being inspected and admitted or
paroled after:
78.a. Having been unlawfully present in the United States for more than one year in the aggregate on or after           Yes       No
      April 1, 1997? You were unlawfully present in the United States for more than one year in the aggregate
      if you count all of the days during all of your stays that you were present in the United States after the
      expiration of the period of stay authorized by the DHS Secretary or were present in the United States
      without being admitted or paroled.
78.b. Having been deported, excluded, or removed from the United States?                                                Yes        No
Miscellaneous Conduct
79.   Do you plan to practice polygamy in the United States?                                                            Yes        No
80.   Are you accompanying an alien who is inadmissible and who has been certified by a medical officer as              Yes        No
      helpless from sickness, mental or physical disability, or infancy, and who requires your protection or
      guardianship, as described in INA section 232(c)?
81.   Have you EVER assisted in detaining, retaining, or withholding custody of a U.S. citizen child outside            Yes        No
      the United States from a person who has been granted custody of the child?
82.   Have you EVER voted in violation of any Federal, state, or local constitutional provision, statute,               Yes        No
      ordinance, or regulation in the United States?
83.   Have you EVER renounced U.S. citizenship to avoid being taxed by the United States?                               Yes        No
Have you EVER:
84.a. Applied for exemption or discharge from training or service in the U.S. armed forces or in the U.S.               Yes        No
      National Security Training Corps on the ground that you are an alien?
84.b. Been relieved or discharged from such training or service on the ground that you are an alien?                    Yes        No
84.c. Been convicted of desertion from the U.S. armed forces?                                                           Yes        No
85.   Have you EVER left or remained outside the United States to avoid or evade training or service in the             Yes        No
      U.S. armed forces in time of war or a period declared by the President to be a national emergency?
86.   If you answered "Yes" to Item Number 85., what was your nationality or immigration status immediately before you left (for
      example, U.S. citizen or national, lawful permanent resident, nonimmigrant, parolee, present without admission or parole, or any
      other status)?
`;
