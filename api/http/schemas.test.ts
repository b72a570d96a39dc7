import { Type } from '@fastify/type-provider-typebox';
import { describe, expect, it } from 'vitest';
import { shapeOf } from './schemas.ts';

/**
 * Each response schema is held to the type of its answer in domain/contract, which the web client
 * reads: the type checker (npm test runs it first) refuses a schema that drifts from it.
 */
describe('shapeOf', () => {
  interface Answer {
    readonly id: string;
    readonly tags: readonly string[];
    readonly note?: string;
    readonly paid: boolean | null;
  }

  it('takes a schema that describes its type, readonly aside, and returns it as it is', () => {
    const schema = Type.Object({
      id: Type.String(),
      tags: Type.Array(Type.String()),
      note: Type.Optional(Type.String()),
      paid: Type.Union([Type.Boolean(), Type.Null()]),
    });
    expect(shapeOf<Answer>()(schema)).toBe(schema);
  });

  it('is refused by the type checker when the schema drifts from the type', () => {
    const drifted = [
      // @ts-expect-error the schema lacks the optional `note`
      shapeOf<Answer>()(Type.Object({ id: Type.String(), tags: Type.Array(Type.String()), paid: Type.Union([Type.Boolean(), Type.Null()]) })),
      // @ts-expect-error the schema says `paid` is never null
      shapeOf<Answer>()(Type.Object({ id: Type.String(), tags: Type.Array(Type.String()), note: Type.Optional(Type.String()), paid: Type.Boolean() })),
      // @ts-expect-error the schema adds a property the type does not have
      shapeOf<Answer>()(Type.Object({ id: Type.String(), tags: Type.Array(Type.String()), note: Type.Optional(Type.String()), paid: Type.Union([Type.Boolean(), Type.Null()]), extra: Type.String() })),
    ];
    expect(drifted).toHaveLength(3);
  });
});
