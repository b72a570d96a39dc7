import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../testing/harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('the keyring', () => {
  it('seals the same value differently every time, never reusing an IV, and opens each back', async () => {
    const owner = randomUUID();
    await t.deps.keyring.ensureKey(t.deps.db, owner);
    // More seals than one pool of IVs holds.
    const sealed = await Promise.all(Array.from({ length: 2_000 }, () => t.deps.keyring.seal(t.deps.db, owner, 'A123456789')));
    expect(new Set(sealed).size).toBe(2_000);
    expect(new Set(sealed.map((s) => Buffer.from(s, 'base64').subarray(0, 12).toString('hex'))).size).toBe(2_000);
    const opened = await Promise.all(sealed.map((s) => t.deps.keyring.open(t.deps.db, owner, s)));
    expect(new Set(opened)).toEqual(new Set(['A123456789']));
  });

  it("opens nothing with another owner's key, and nothing once the owner's key is destroyed", async () => {
    const [owner, stranger] = [randomUUID(), randomUUID()];
    for (const id of [owner, stranger]) await t.deps.keyring.ensureKey(t.deps.db, id);
    const sealed = await t.deps.keyring.seal(t.deps.db, owner, '123-45-6789');
    await expect(t.deps.keyring.open(t.deps.db, stranger, sealed)).rejects.toThrow();
    await t.deps.keyring.destroy(t.deps.db, owner);
    expect(await t.deps.keyring.open(t.deps.db, owner, sealed)).toBeNull();
  });
});
