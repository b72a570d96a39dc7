import { createHmac, timingSafeEqual } from 'node:crypto';

/** What a link is signed for: the file, until when, and the owner's session version when it was made. */
export interface SignedLink {
  expires: number;
  /** The owner's token version: a logout, a password change or a deletion raises it and ends the link. */
  version: number;
  signature: string;
}

/**
 * Short-lived links to a job's files that work without an Authorization header (an <img> tag, a
 * download), signed with a key derived from the JWT secret: only this server can make them.
 */
export class FileLinks {
  readonly #key: Buffer;
  constructor(secret: string) {
    this.#key = createHmac('sha256', secret).update('greencard file links').digest();
  }

  #signature(resource: string, expires: number, version: number): string {
    return createHmac('sha256', this.#key).update(`${resource}\n${expires}\n${version}`).digest('base64url');
  }

  link(resource: string, now: Date, lifetimeSeconds: number, version: number): string {
    const expires = Math.floor(now.getTime() / 1000) + lifetimeSeconds;
    return `/api/files/${resource}?expires=${expires}&version=${version}&signature=${this.#signature(resource, expires, version)}`;
  }

  valid(resource: string, link: SignedLink, now: Date): boolean {
    const { expires, version, signature } = link;
    if (!Number.isInteger(expires) || expires < Math.floor(now.getTime() / 1000) || !Number.isInteger(version)) return false;
    const expected = Buffer.from(this.#signature(resource, expires, version));
    const given = Buffer.from(signature);
    return expected.length === given.length && timingSafeEqual(expected, given);
  }
}
