import { Type, type Static, type TSchema } from '@fastify/type-provider-typebox';

export const ErrorBody = Type.Object({ error: Type.String() });

/** Wraps a success body as the spec's `{ data: … }`. */
export const Data = <T extends TSchema>(schema: T) => Type.Object({ data: schema });

export const Email = Type.String({ minLength: 3, maxLength: 254, pattern: '^\\s*[^\\s@]+@[^\\s@]+\\.[^\\s@]+\\s*$' });
export const Password = Type.String({ maxLength: 1024 });

export const User = Type.Object({
  id: Type.String(),
  email: Type.String(),
  emailVerified: Type.Boolean(),
  onboardingStatus: Type.Union([Type.Literal('NOT_STARTED'), Type.Literal('COMPLETED_INELIGIBLE'), Type.Literal('COMPLETED_ELIGIBLE'), Type.Null()]),
  hasPaid: Type.Union([Type.Boolean(), Type.Null()]),
});
export type User = Static<typeof User>;

export const Message = Type.Object({ message: Type.String() });

/** Error responses every authenticated route can give. */
export const authErrors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody, 429: ErrorBody };
