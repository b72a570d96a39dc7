import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Short-lived links to a job's files that work without an Authorization header (an <img> tag, a
 * download), signed with a key derived from the JWT secret: only this server can make them.
 */
export class FileLinks {
  readonly #key: Buffer;
  constructor(secret: string) {
    this.#key = createHmac('sha256', secret).update('greencard file links').digest();
  }

  #signature(resource: string, expires: number): string {
    return createHmac('sha256', this.#key).update(`${resource}\n${expires}`).digest('base64url');
  }

  link(resource: string, now: Date, lifetimeSeconds: number): string {
    const expires = Math.floor(now.getTime() / 1000) + lifetimeSeconds;
    return `/api/files/${resource}?expires=${expires}&signature=${this.#signature(resource, expires)}`;
  }

  valid(resource: string, expires: number, signature: string, now: Date): boolean {
    if (!Number.isInteger(expires) || expires < Math.floor(now.getTime() / 1000)) return false;
    const expected = Buffer.from(this.#signature(resource, expires));
    const given = Buffer.from(signature);
    return expected.length === given.length && timingSafeEqual(expected, given);
  }
}
