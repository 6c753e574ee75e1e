import { randomBytes, randomUUID } from 'node:crypto';
import type { Caller } from './caller';
import type { RecordMetadata } from './records';

/** A new record id: 128 random bits in base64url, 22 characters (spec 2-data-model §2.1.1). */
export function newRecordId(): string {
  return randomBytes(16).toString('base64url');
}

/** A new record version (opaque, spec 2-data-model §2.1.3). */
export function newVersion(): string {
  return randomUUID();
}

/** Metadata of a new record (spec 2-data-model §2.1.3). */
export function creationMetadata(caller: Caller | null, now: Date): RecordMetadata & { id: string } {
  const at = now.toISOString();
  return { id: newRecordId(), created_at: at, updated_at: at, updated_by: caller?.account.id ?? null, etag: newVersion() };
}

/** A changed record gets a new version and update stamps. */
export function touched<T extends RecordMetadata>(record: T, caller: Caller | null, now: Date): T {
  return { ...record, updated_at: now.toISOString(), updated_by: caller?.account.id ?? null, etag: newVersion() };
}
