import { createCipheriv, createDecipheriv, createHmac, createSecretKey, hkdfSync, randomBytes, randomUUID, type KeyObject } from 'node:crypto';
import { sql } from 'kysely';
import type { Executor } from '../db/database.ts';

/**
 * Envelope encryption of personal data: each owner (user) has a random AES-256-GCM data key,
 * stored wrapped by the key of the current key period, itself wrapped by the master key. Destroying
 * the wrapped key (account deletion) leaves every value sealed with it unreadable, in the events and
 * in the read models alike; destroying the period (rotatePeriod) makes every copy PostgreSQL kept of
 * it useless too.
 */
export class Keyring {
  // KeyObjects, not Buffers: a cipher made from a Buffer builds a key object each time, four times slower.
  readonly #master: KeyObject;
  readonly #lookupKey: Buffer;
  readonly #clientKey: Buffer;
  /** Unwrapped keys by owner; null remembers a destroyed key. Bounded so memory stays flat. */
  readonly #cache = new Map<string, KeyObject | null>();
  /** Unwrapped key-encryption keys by period (a handful: one period, two during a rotation). */
  readonly #keks = new Map<string, KeyObject>();

  constructor(masterKey: Buffer) {
    this.#master = createSecretKey(masterKey);
    this.#lookupKey = Buffer.from(hkdfSync('sha256', masterKey, Buffer.alloc(0), 'greencard email lookup', 32));
    this.#clientKey = Buffer.from(hkdfSync('sha256', masterKey, Buffer.alloc(0), 'greencard client lookup', 32));
  }

  /** A keyed hash of a normalised e-mail address: finds an account without storing the address. */
  emailLookup(email: string): string {
    return createHmac('sha256', this.#lookupKey).update(normaliseEmail(email)).digest('base64url');
  }

  /**
   * A keyed hash of a client's network address, for the security events: the attempts of one
   * client can be grouped, and an address someone reports can be looked up, without keeping it.
   */
  clientLookup(address: string): string {
    return createHmac('sha256', this.#clientKey).update(address).digest('base64url');
  }

  async ensureKey(db: Executor, ownerId: string): Promise<void> {
    if (this.#cache.get(ownerId)) return;
    const existing = await db.selectFrom('data_keys').select('owner_id').where('owner_id', '=', ownerId).executeTakeFirst();
    if (existing) return;
    const period = await this.#currentPeriod(db);
    await db
      .insertInto('data_keys')
      .values({ owner_id: ownerId, wrapped_key: encrypt(period.kek, randomBytes(32)), period_id: period.id })
      .onConflict((c) => c.column('owner_id').doNothing())
      .execute();
  }

  async seal(db: Executor, ownerId: string, plaintext: string): Promise<string> {
    const key = await this.#key(db, ownerId);
    if (!key) throw new Error(`The data key of ${ownerId} is destroyed; nothing personal can be stored for it.`);
    return encrypt(key, Buffer.from(plaintext, 'utf8')).toString('base64');
  }

  async sealBytes(db: Executor, ownerId: string, plaintext: Uint8Array): Promise<Buffer> {
    const key = await this.#key(db, ownerId);
    if (!key) throw new Error(`The data key of ${ownerId} is destroyed; nothing personal can be stored for it.`);
    return encrypt(key, Buffer.from(plaintext));
  }

  async openBytes(db: Executor, ownerId: string, sealed: Buffer): Promise<Buffer | null> {
    const key = await this.#key(db, ownerId);
    return key ? decrypt(key, sealed) : null;
  }

  /** The plaintext, or null when the owner's key has been destroyed. */
  async open(db: Executor, ownerId: string, sealed: string): Promise<string | null> {
    const key = await this.#key(db, ownerId);
    return key ? decrypt(key, Buffer.from(sealed, 'base64')).toString('utf8') : null;
  }

  /**
   * Opens values of these owners without waiting: their keys are read first, once each. A replay
   * opens thousands of events per batch; awaiting a key per value cost more than opening it.
   * The function returns null for an owner whose key is destroyed.
   */
  async opener(db: Executor, ownerIds: Iterable<string>): Promise<(ownerId: string, sealed: string) => string | null> {
    const keys = new Map<string, KeyObject | null>();
    const unknown: string[] = [];
    for (const ownerId of ownerIds) {
      if (keys.has(ownerId)) continue;
      const cached = this.#cache.get(ownerId);
      keys.set(ownerId, cached ?? null);
      if (cached === undefined) unknown.push(ownerId);
    }
    // The keys not yet unwrapped are read by one statement: a replay meets hundreds of new owners
    // per batch, and a round trip each cost more than opening their values.
    for (const [ownerId, key] of await this.#unwrapAll(db, unknown)) {
      this.#remember(ownerId, key);
      keys.set(ownerId, key);
    }
    return (ownerId, sealed) => {
      const key = keys.get(ownerId);
      if (key === undefined) throw new Error(`The key of ${ownerId} was not read for this opener.`);
      return key ? decrypt(key, Buffer.from(sealed, 'base64')).toString('utf8') : null;
    };
  }

  /**
   * Empties the owner's wrapped key. The old row version stays in the table file and in WAL, wrapped
   * under its period's key: the deletion is final once that period is destroyed (rotateKeyPeriod).
   */
  async destroy(db: Executor, ownerId: string): Promise<void> {
    await db
      .updateTable('data_keys')
      .set({ wrapped_key: null, period_id: null, destroyed_at: new Date() })
      .where('owner_id', '=', ownerId)
      .execute();
    this.#cache.set(ownerId, null);
  }

  /** Forgets an unwrapped key (or '*', all of them): the next use reads data_keys again. */
  forget(ownerId: string): void {
    if (ownerId === '*') this.#cache.clear();
    else this.#cache.delete(ownerId);
  }

  /**
   * Re-wraps, with a new master key, every period's key and every data key still wrapped under the
   * master key itself (from before key periods); returns how many keys it re-wrapped.
   */
  async rewrapAll(db: Executor, newMaster: Buffer): Promise<number> {
    const next = createSecretKey(newMaster);
    const periods = await db.selectFrom('key_periods').select(['id', 'wrapped_kek']).execute();
    for (const period of periods) {
      await db.updateTable('key_periods').set({ wrapped_kek: encrypt(next, decrypt(this.#master, period.wrapped_kek)) }).where('id', '=', period.id).execute();
    }
    const rows = await db.selectFrom('data_keys').select(['owner_id', 'wrapped_key']).where('wrapped_key', 'is not', null).where('period_id', 'is', null).execute();
    for (const row of rows) {
      if (!row.wrapped_key) continue;
      await db.updateTable('data_keys').set({ wrapped_key: encrypt(next, decrypt(this.#master, row.wrapped_key)) }).where('owner_id', '=', row.owner_id).execute();
    }
    return periods.length + rows.length;
  }

  /**
   * Starts a new key period and moves every live data key into it, then destroys every older
   * period's key, in the caller's transaction. The data keys themselves do not change: only what wraps them.
   */
  async rotatePeriod(db: Executor): Promise<{ period: string; moved: number; destroyedPeriods: number }> {
    // Holds off new data keys (which take a key share on their period) until the rotation commits.
    await sql`LOCK TABLE key_periods IN EXCLUSIVE MODE`.execute(db);
    const period = await this.#newPeriod(db);
    const rows = await db
      .selectFrom('data_keys')
      .select(['owner_id', 'wrapped_key', 'period_id'])
      .where('wrapped_key', 'is not', null)
      .where((eb) => eb.or([eb('period_id', 'is', null), eb('period_id', '!=', period.id)]))
      .execute();
    for (const row of rows) {
      if (!row.wrapped_key) continue;
      const wrapping = row.period_id === null ? this.#master : await this.#kek(db, row.period_id);
      if (!wrapping) throw new Error(`The key of period ${row.period_id} is gone while a live data key is wrapped under it.`);
      await db
        .updateTable('data_keys')
        .set({ wrapped_key: encrypt(period.kek, decrypt(wrapping, row.wrapped_key)), period_id: period.id })
        .where('owner_id', '=', row.owner_id)
        .execute();
    }
    const destroyed = await db.deleteFrom('key_periods').where('id', '!=', period.id).returning('id').execute();
    for (const { id } of destroyed) this.#keks.delete(id);
    return { period: period.id, moved: rows.length, destroyedPeriods: destroyed.length };
  }

  /** The newest period's key, with a key share on its row (so no rotation destroys it meanwhile); a first period when none exists. */
  async #currentPeriod(db: Executor): Promise<{ id: string; kek: KeyObject }> {
    const row = await db.selectFrom('key_periods').select(['id', 'wrapped_kek']).orderBy('created_at', 'desc').limit(1).forKeyShare().executeTakeFirst();
    if (!row) return this.#newPeriod(db);
    const kek = createSecretKey(decrypt(this.#master, row.wrapped_kek));
    this.#keks.set(row.id, kek);
    return { id: row.id, kek };
  }

  async #newPeriod(db: Executor): Promise<{ id: string; kek: KeyObject }> {
    const id = randomUUID();
    const kek = createSecretKey(randomBytes(32));
    await db.insertInto('key_periods').values({ id, wrapped_kek: encrypt(this.#master, kek.export()) }).execute();
    this.#keks.set(id, kek);
    return { id, kek };
  }

  /** A period's key, or null when the period was destroyed. */
  async #kek(db: Executor, periodId: string): Promise<KeyObject | null> {
    const cached = this.#keks.get(periodId);
    if (cached) return cached;
    const row = await db.selectFrom('key_periods').select('wrapped_kek').where('id', '=', periodId).executeTakeFirst();
    if (!row) return null;
    const kek = createSecretKey(decrypt(this.#master, row.wrapped_kek));
    this.#keks.set(periodId, kek);
    return kek;
  }

  async #key(db: Executor, ownerId: string): Promise<KeyObject | null> {
    const cached = this.#cache.get(ownerId);
    if (cached !== undefined) return cached;
    const key = await this.#unwrap(db, ownerId, true);
    this.#remember(ownerId, key);
    return key;
  }

  #remember(ownerId: string, key: KeyObject | null): void {
    if (this.#cache.size > 10_000) this.#cache.clear();
    this.#cache.set(ownerId, key);
  }

  /** The keys of these owners, unwrapped, read by one statement (one per owner only after a rotation raced it). */
  async #unwrapAll(db: Executor, ownerIds: readonly string[]): Promise<Map<string, KeyObject | null>> {
    const keys = new Map<string, KeyObject | null>();
    if (ownerIds.length === 0) return keys;
    const rows = await db.selectFrom('data_keys').select(['owner_id', 'wrapped_key', 'period_id']).where('owner_id', 'in', ownerIds).execute();
    for (const row of rows) {
      if (!row.wrapped_key) keys.set(row.owner_id, null);
      else if (row.period_id === null) keys.set(row.owner_id, createSecretKey(decrypt(this.#master, row.wrapped_key)));
      else {
        const kek = await this.#kek(db, row.period_id);
        keys.set(row.owner_id, kek ? createSecretKey(decrypt(kek, row.wrapped_key)) : await this.#unwrap(db, row.owner_id, true));
      }
    }
    for (const ownerId of ownerIds) if (!keys.has(ownerId)) throw new Error(`No data key exists for ${ownerId}.`);
    return keys;
  }

  async #unwrap(db: Executor, ownerId: string, again: boolean): Promise<KeyObject | null> {
    const row = await db.selectFrom('data_keys').select(['wrapped_key', 'period_id']).where('owner_id', '=', ownerId).executeTakeFirst();
    if (!row) throw new Error(`No data key exists for ${ownerId}.`);
    if (!row.wrapped_key) return null;
    if (row.period_id === null) return createSecretKey(decrypt(this.#master, row.wrapped_key));
    const kek = await this.#kek(db, row.period_id);
    // A rotation committed between the two reads: the row now names the new period.
    if (!kek) return again ? this.#unwrap(db, ownerId, false) : null;
    return createSecretKey(decrypt(kek, row.wrapped_key));
  }
}

export function normaliseEmail(email: string): string {
  // Compatibility forms first (issue 21 item 14): a fullwidth ａｎａ@ is ana@, not a second address.
  return email.normalize('NFKC').trim().toLowerCase();
}

const IV_BYTES = 12;
let ivPool = Buffer.alloc(0);
let ivOffset = 0;

/**
 * A fresh random IV. Drawn from a pool filled 512 at a time: a call to the random source per value
 * sealed cost more than the sealing of a small value. Each IV is used once; a spent pool is dropped.
 */
function freshIv(): Buffer {
  if (ivOffset + IV_BYTES > ivPool.length) {
    ivPool = randomBytes(IV_BYTES * 512);
    ivOffset = 0;
  }
  const iv = ivPool.subarray(ivOffset, ivOffset + IV_BYTES);
  ivOffset += IV_BYTES;
  return iv;
}

// Layout: 12-byte IV, 16-byte tag, ciphertext.
function encrypt(key: KeyObject, plaintext: Buffer): Buffer {
  const iv = freshIv();
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const body = Buffer.concat([cipher.update(plaintext), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]);
}

function decrypt(key: KeyObject, sealed: Buffer): Buffer {
  const decipher = createDecipheriv('aes-256-gcm', key, sealed.subarray(0, 12));
  decipher.setAuthTag(sealed.subarray(12, 28));
  const plaintext = decipher.update(sealed.subarray(28));
  // GCM gives everything in update(); final() checks the tag (and throws when it does not match).
  decipher.final();
  return plaintext;
}
