/**
 * The cover's Affidavit of Support section (issue 22), in English: how the requirement is met (the
 * `shortfall.route` messages) and the Form I-864A each household member signs.
 */
export const coverAffidavitEn = {
  'cover.affidavit.title': 'The Affidavit of Support',
  'cover.affidavit.i864a':
    "Each household member below signs a Form I-864A, Contract Between Sponsor and Household Member, which this package does not hold: print {edition, select, none {the edition} other {the edition of {edition}, the one}} USCIS accepts on {date}, from uscis.gov/i-864a. The household member fills in and signs it, the petitioner signs it too as the sponsor, and it goes behind the petitioner's Form I-864. Its figures must agree with the petitioner's Form I-864:",
  'cover.affidavit.member':
    'Form I-864A of {name}{relationship, select, Parent { (parent)} Sibling { (sibling)} Adult_child { (adult child)} Dependent { (dependent)} other {}}{income, select, none {} other {, current yearly income {income} (Form I-864 {item, select, none {Part 11, Additional Information} other {Part 6, Item Number {item}}})}}: signed by {name} and by the petitioner.',
  'cover.affidavit.assets': 'The assets they report on their Forms I-864A add up to {assets}, the total of Form I-864 Part 7, Item Number 5.',
} as const satisfies Readonly<Record<string, string>>;
