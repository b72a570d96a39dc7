import { createCipheriv, createDecipheriv, createHmac, createSecretKey, hkdfSync, randomBytes, type KeyObject } from 'node:crypto';
import type { Executor } from '../db/database.ts';

/**
 * Envelope encryption of personal data: each owner (user) has a random AES-256-GCM data key,
 * stored wrapped by the master key. Destroying the wrapped key (account deletion) leaves every
 * value sealed with it unreadable, in the events and in the read models alike.
 */
export class Keyring {
  // KeyObjects, not Buffers: a cipher made from a Buffer builds a key object each time, four times slower.
  readonly #master: KeyObject;
  readonly #lookupKey: Buffer;
  readonly #clientKey: Buffer;
  /** Unwrapped keys by owner; null remembers a destroyed key. Bounded so memory stays flat. */
  readonly #cache = new Map<string, KeyObject | null>();

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
    const key = randomBytes(32);
    await db
      .insertInto('data_keys')
      .values({ owner_id: ownerId, wrapped_key: encrypt(this.#master, key) })
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

  async destroy(db: Executor, ownerId: string): Promise<void> {
    await db
      .updateTable('data_keys')
      .set({ wrapped_key: null, destroyed_at: new Date() })
      .where('owner_id', '=', ownerId)
      .execute();
    this.#cache.set(ownerId, null);
  }

  /** Forgets an unwrapped key (or '*', all of them): the next use reads data_keys again. */
  forget(ownerId: string): void {
    if (ownerId === '*') this.#cache.clear();
    else this.#cache.delete(ownerId);
  }

  /** Re-wraps every live data key with a new master key (master key rotation). */
  async rewrapAll(db: Executor, newMaster: Buffer): Promise<number> {
    const rows = await db.selectFrom('data_keys').select(['owner_id', 'wrapped_key']).where('wrapped_key', 'is not', null).execute();
    for (const row of rows) {
      if (!row.wrapped_key) continue;
      const key = decrypt(this.#master, row.wrapped_key);
      await db.updateTable('data_keys').set({ wrapped_key: encrypt(createSecretKey(newMaster), key) }).where('owner_id', '=', row.owner_id).execute();
    }
    return rows.length;
  }

  async #key(db: Executor, ownerId: string): Promise<KeyObject | null> {
    const cached = this.#cache.get(ownerId);
    if (cached !== undefined) return cached;
    const row = await db.selectFrom('data_keys').select('wrapped_key').where('owner_id', '=', ownerId).executeTakeFirst();
    if (!row) throw new Error(`No data key exists for ${ownerId}.`);
    const key = row.wrapped_key ? createSecretKey(decrypt(this.#master, row.wrapped_key)) : null;
    if (this.#cache.size > 10_000) this.#cache.clear();
    this.#cache.set(ownerId, key);
    return key;
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
  return Buffer.concat([decipher.update(sealed.subarray(28)), decipher.final()]);
}
