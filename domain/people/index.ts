/**
 * Readers of the couple's answers that several form mappings share: a person's name, addresses,
 * histories, family and identifiers, from the shown answers only (a follow-up hidden by its
 * opening question is never read). Pure functions of the DatedAnswers.
 */
export type { PersonPrefix } from '../catalogue/keys.ts';
export * from './address.ts';
export * from './names.ts';
export * from './numbers.ts';
export * from './employment.ts';
export * from './family.ts';
export * from './marriage.ts';
export * from './immigration.ts';
export * from './statement.ts';
export * from './social-security.ts';
export * from './preparer.ts';
