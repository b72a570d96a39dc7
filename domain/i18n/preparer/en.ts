/** Who typed a signer's answers, for the preparer's part of each form (domain/catalogue/forms/person-preparer.ts). */
export const preparerEn = {
  'preparer.typedBy.help':
    "{who, select, jointSponsor {If anyone other than the joint sponsor types their answers in, that person prepares their Form I-864 for them: the form names them as its preparer, and they sign it too, by hand.} you {If anyone other than you types your answers in, that person prepares your forms for you: each form names them as its preparer, and they sign it too, by hand.} other {If anyone other than {name} types {name}'s answers in, you included, that person prepares {name}'s forms for them: each form names them as its preparer, and they sign it too, by hand.}} Greencard is not a preparer: it is only the software the answers are typed into.",
  'preparer.firstName': "{who, select, jointSponsor {The joint sponsor's preparer's} you {The preparer's} other {{name}'s preparer's}} first name (given name)",
  'preparer.lastName': "{who, select, jointSponsor {The joint sponsor's preparer's} you {The preparer's} other {{name}'s preparer's}} last name (family name)",
  'preparer.organization': "{who, select, jointSponsor {The joint sponsor's preparer's} you {The preparer's} other {{name}'s preparer's}} business or organization, if any",
  'preparer.organization.help': 'Leave empty for a friend or relative who typed the answers in.',
  'preparer.phone': "{who, select, jointSponsor {The joint sponsor's preparer's} you {The preparer's} other {{name}'s preparer's}} daytime phone number",
  'preparer.mobilePhone': "{who, select, jointSponsor {The joint sponsor's preparer's} you {The preparer's} other {{name}'s preparer's}} mobile phone number, if any",
  'preparer.email': "{who, select, jointSponsor {The joint sponsor's preparer's} you {The preparer's} other {{name}'s preparer's}} e-mail address, if any",
} as const;
