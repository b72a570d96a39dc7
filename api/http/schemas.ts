import { Type, type Static, type TSchema } from '@fastify/type-provider-typebox';
import type { IncomeShortfall } from '../../domain/rules/support-route-words.ts';
import type { LanguageChoice as LanguageChoiceBody, Message as MessageBody, User as UserBody } from '../../domain/contract/account.ts';

export const ErrorBody = Type.Object({ error: Type.String() });

/** Wraps a success body as the spec's `{ data: … }`. */
export const Data = <T extends TSchema>(schema: T) => Type.Object({ data: schema });

/** T writable at every depth, as TypeBox's Static describes what a schema accepts. */
type Writable<T> = T extends readonly (infer E)[] ? Writable<E>[] : T extends object ? { -readonly [K in keyof T]: Writable<T[K]> } : T;
type Same<A, B> = (<X>() => X extends A ? 1 : 2) extends (<X>() => X extends B ? 1 : 2) ? true : false;
type Differs<T> = { readonly 'this schema does not describe its type in domain/contract': T };

/**
 * A response schema held to the type of that answer in domain/contract, which the web client
 * reads: `shapeOf<User>()(Type.Object({ … }))` compiles only while the two describe the same
 * object, property for property (a missing optional property too), readonly aside.
 */
export const shapeOf =
  <T>() =>
  <S extends TSchema>(schema: S & (Same<Static<S>, Writable<T>> extends true ? unknown : Differs<T>)): S =>
    schema;

export const Email = Type.String({ minLength: 3, maxLength: 254, pattern: '^\\s*[^\\s@]+@[^\\s@]+\\.[^\\s@]+\\s*$' });
export const Password = Type.String({ maxLength: 1024 });

export const User = shapeOf<UserBody>()(
  Type.Object({
    id: Type.String(),
    email: Type.String(),
    emailVerified: Type.Boolean(),
    onboardingStatus: Type.Union([Type.Literal('NOT_STARTED'), Type.Literal('COMPLETED_INELIGIBLE'), Type.Literal('COMPLETED_ELIGIBLE'), Type.Null()]),
    hasPaid: Type.Union([Type.Boolean(), Type.Null()]),
    // Every language of domain/i18n/languages.ts (shapeOf fails to compile when one is missing).
    language: Type.Union([Type.Literal('en'), Type.Literal('es'), Type.Null()]),
  }),
);
export type User = Static<typeof User>;

export const LanguageChoice = shapeOf<LanguageChoiceBody>()(Type.Object({ language: Type.Union([Type.Literal('en'), Type.Literal('es')]) }));

export const Message = shapeOf<MessageBody>()(Type.Object({ message: Type.String() }));

/** Error responses every authenticated route can give. */
export const authErrors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody, 429: ErrorBody };

/** A package of a couple's filing (domain/rules/filing-path.ts). */
/** An income shortfall's figures (domain/rules/support-route-words.ts), shown with each way that closes it. */
export const IncomeShortfallSchema = shapeOf<IncomeShortfall>()(
  Type.Object({
    minimum: Type.Number(),
    householdSize: Type.Integer(),
    householdIncome: Type.Number(),
    shortfall: Type.Number(),
    multiple: Type.Union([Type.Literal(3), Type.Literal(5)]),
    assetsNeeded: Type.Number(),
    assetsCounted: Type.Number(),
    jointSponsorMinimum: Type.Number(),
    jointSponsorChosen: Type.Boolean(),
  }),
);

export const FilingStageSchema = Type.Union([Type.Literal('whole'), Type.Literal('petition'), Type.Literal('adjustment')]);

/** A route whose JSON body is optional: a request without one is validated as `{}` (a POST with nothing to say). */
export async function bodyOptional(request: { body: unknown }): Promise<void> {
  request.body ??= {};
}
