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
} as const;
