import { addressSpanish, either } from './person.ts';
import type { FieldSpanish } from './types.ts';

/**
 * The Spanish of the preparer's questions (domain/catalogue/forms/person-preparer.ts) that are not
 * messages of domain/i18n: who typed the answers, with its choices, and the preparer's mailing
 * address, by key without its p or b. The joint sponsor's question, asked in the INCOME wizard,
 * is `JOINT_SPONSOR_PREPARER_ES`, by its full key.
 */

const TYPED_BY_ES = {
  petitioner: 'El peticionario',
  beneficiary: 'El beneficiario',
  interpreter: 'El intérprete',
  other: 'Otra persona',
} as const;

export const PREPARER_ES: Readonly<Record<string, FieldSpanish>> = {
  PreparerTypedBy: { question: either('¿Quién escribe sus respuestas?', '¿Quién escribe las respuestas de {name}?'), choices: TYPED_BY_ES },
  ...addressSpanish('PreparerMailing', either('Dirección postal del preparador', 'Dirección postal del preparador de {name}')),
};

export const JOINT_SPONSOR_PREPARER_ES: Readonly<Record<string, FieldSpanish>> = {
  jPreparerTypedBy: { question: '¿Quién escribe las respuestas del copatrocinador?', choices: { ...TYPED_BY_ES, jointSponsor: 'El copatrocinador' } },
};
