import { rowInEffect } from './dated-table.ts';

/**
 * What USCIS does with a request whose signature is not valid, as a dated table: a new rule is one
 * new row. Before the first row, a request without a valid signature is rejected (8 CFR 103.2(a)(7)).
 */

export interface SignatureRule {
  /** The first day the rule applies (ISO date). */
  readonly effective: string;
  /** What can happen to the request, in a person's words. */
  readonly consequence: string;
  /** The same consequence in Spanish, for the cover of an account in Spanish (issue 22). */
  readonly consequenceEs: string;
  readonly source: string;
}

/** Oldest first. */
export const SIGNATURE_RULES: readonly SignatureRule[] = [
  {
    effective: '2026-07-10',
    consequence:
      'a request that USCIS finds, even after accepting it, to carry a copied, typed, stamped, software-made or someone else\'s signature can be denied, and its fee is kept',
    consequenceEs:
      'USCIS puede negar una solicitud en la que encuentre, incluso después de aceptarla, una firma copiada, escrita a máquina, sellada, hecha con un programa o de otra persona, y se queda con su tarifa',
    source: 'DHS interim final rule "Signatures on Immigration Benefit Requests" (published 2026-05-11, effective 2026-07-10; 8 CFR 103.2(a)(7)(ii))',
  },
];

/** The rule in effect on `onDate`; null before the first row or for a date that is not ISO. */
export const signatureRuleOn = (onDate: string): SignatureRule | null => rowInEffect(SIGNATURE_RULES, onDate, (row) => row.effective);
