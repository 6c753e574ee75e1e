import { randomBytes, randomUUID } from 'node:crypto';

/** A new record id: 128 random bits in base64url, 22 characters (spec 2-data-model §2.1.1). */
export function newRecordId(): string {
  return randomBytes(16).toString('base64url');
}

/** A new record version (opaque, spec 2-data-model §2.1.3). */
export function newVersion(): string {
  return randomUUID();
}
