import { rowInEffect } from './dated-table.ts';

/**
 * How USCIS takes the fees of a paper filing, as a dated table: a new rule is one new row.
 */

export interface PaymentAuthorization {
  /** The USCIS form that authorizes the payment. */
  readonly form: 'G-1450' | 'G-1650';
  readonly title: string;
  /** What it pays with, in a person's words. */
  readonly paysWith: string;
  /** The same in Spanish, for the cover of an account in Spanish (issue 22). */
  readonly paysWithEs: string;
}

export interface FeePaymentRule {
  /** The first day the rule applies (ISO date). */
  readonly effective: string;
  /** Each form with a fee gets its own authorization, placed on top of that form; any one of these. */
  readonly authorizations: readonly PaymentAuthorization[];
  /** The payments USCIS rejects a filing for, from `effective` on. */
  readonly rejected: string;
  readonly rejectedEs: string;
  readonly source: string;
}

/** Oldest first. */
export const FEE_PAYMENT_RULES: readonly FeePaymentRule[] = [
  {
    effective: '2025-10-28',
    authorizations: [
      { form: 'G-1450', title: 'Authorization for Credit Card Transactions', paysWith: 'a credit, debit or prepaid card', paysWithEs: 'tarjeta de crédito, débito o prepagada' },
      { form: 'G-1650', title: 'Authorization for ACH Transactions', paysWith: 'a debit from a U.S. bank account', paysWithEs: 'débito de una cuenta bancaria de los Estados Unidos' },
    ],
    rejected: 'a check or money order',
    rejectedEs: 'cheque o giro postal (money order)',
    // USCIS alert of 2025-08-29: checks and money orders accepted until 2025-10-27, electronic payment only from 2025-10-28.
    source: 'USCIS, electronic payments for paper-filed forms (alert of 2025-08-29), under Executive Order 14247, "Modernizing Payments To and From America\'s Bank Account"',
  },
];

/** The rule in effect on `onDate`; null before the first row or for a date that is not ISO. */
export const feePaymentOn = (onDate: string): FeePaymentRule | null => rowInEffect(FEE_PAYMENT_RULES, onDate, (row) => row.effective);
