/**
 * An income shortfall under its own heading (issue 24 item 5): the figure Form I-864 needs, then
 * each way that closes the gap with what it needs, on onboarding and on Check My Data.
 */
export const shortfallEn = {
  'shortfall.title': 'The income is {shortfall} short of the requirement',
  'shortfall.figures': 'Form I-864 needs at least {minimum} a year for a household of {size}; the income counted so far is {income}. Any one of these closes the gap:',
  'shortfall.member.title': 'A household member’s income',
  'shortfall.member.text': '{shortfall} more a year from relatives who live with the petitioner (or dependents on the petitioner’s tax return). Each signs Form I-864A.',
  'shortfall.spouse.title': 'The spouse’s income',
  'shortfall.spouse.text': '{shortfall} a year of the beneficiary’s own income that will continue after the green card.',
  'shortfall.assets.title': 'Assets',
  'shortfall.assets.text': 'Savings, property or investments worth at least {needed} net ({multiple} times the gap).',
  'shortfall.assets.counted': 'Those counted so far are worth {counted}.',
  'shortfall.joint.title': 'A joint sponsor',
  'shortfall.joint.text': 'A U.S. citizen or permanent resident living in the United States who reaches the minimum alone for their own household plus the beneficiary (at least {minimum} for one who lives alone) and signs a second Form I-864.',
  'shortfall.joint.chosen': 'You said one will sign.',
  'shortfall.next': 'You can go on: you give it in the Income form, and the check tells you when the requirement is met.',
  'shortfall.fix': 'Answer it in Household Finances',
  // The route and the shortfall in sentences (domain/rules/support-route-words.ts): spoken to the sponsor in the check ({to} sponsor), or about the petitioner on onboarding and the cover.
  'shortfall.route.basis':
    '{activeDuty, select, yes {100% of the {year} HHS poverty guidelines, for a sponsor on active duty in the U.S. armed forces} other {125% of the {year} HHS poverty guidelines}}',
  'shortfall.route.relative': '{relation, select, parent {a parent} brother_sister {a brother or sister} child {an adult son or daughter} other {a dependent}}',
  'shortfall.route.member': "{who}'s as a household member (Form I-864A)",
  'shortfall.route.spouseIncome': "{to, select, sponsor {your spouse's} other {the beneficiary's}} continuing income",
  'shortfall.route.income': "{to, select, sponsor {your income} other {the petitioner's income}}{added, select, none {} other {, with {added}}}",
  'shortfall.route.assets': '{income}, and assets worth {assets} (at least {multiple} times the {shortfall} the income lacks)',
  'shortfall.route.joint':
    '{name, select, none {a joint sponsor} other {a joint sponsor, {name},}} who meets it alone for a household of {size} ({to, select, sponsor {you still sign your} other {the petitioner still signs their}} own Form I-864)',
  'shortfall.route.meets': 'It meets the income requirement with {way}.',
  'shortfall.route.onboardingMeets': 'The Affidavit of Support meets the income requirement with {way}.',
  'shortfall.route.jointToName':
    'It will be met with a joint sponsor, who must reach the minimum alone for their own household plus the beneficiary (at least {minimum} for one who lives alone) and sign a second Form I-864: you give their details in the Income form.',
  'shortfall.words.short':
    "{to, select, sponsor {Your} other {The petitioner's}} household income ({income}) is {shortfall} below {minimum}, the least Form I-864 accepts for a household of {size} ({basis}).",
  'shortfall.words.closing':
    "Any one of these closes it: {shortfall} more yearly income, from relatives who live with {to, select, sponsor {you} other {the petitioner}} (or dependents on {to, select, sponsor {your} other {the petitioner's}} tax return) and sign Form I-864A, or from {to, select, sponsor {your spouse's} other {the beneficiary's}} income that continues after the green card; assets worth at least {needed} net ({multiple} times the shortfall){counted, select, none {} other {: those counted are worth {counted}, {lacking} too little}}; or a joint sponsor who reaches the minimum alone and signs a second Form I-864.",
  'shortfall.words.notMet': 'As answered, it does not meet the income requirement. {short} {closing}',
  'shortfall.words.joint':
    "The joint sponsor's household income ({income}) is {shortfall} below {minimum}, the least Form I-864 accepts for their household of {size}, {to, select, sponsor {your spouse} other {the beneficiary}} included ({basis}). A joint sponsor must meet it alone: with {shortfall} more yearly income, with assets of their own worth at least {needed} ({multiple} times the shortfall{counted, select, none {} other {, {lacking} more than the {counted} counted}}), or another joint sponsor must sign in their place.",
} as const;
