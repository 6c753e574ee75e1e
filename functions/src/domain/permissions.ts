import { ApiError } from './errors';
import type { Caller } from './caller';

/** The caller's own member record id, or null (spec 1-roles-and-identity §1.3.2). */
export function ownMemberId(caller: Caller): string | null {
  return caller.account.member?.id ?? null;
}

export function isAdmin(caller: Caller): boolean {
  return caller.account.is_admin;
}

export function requireAdmin(caller: Caller): void {
  if (!isAdmin(caller)) throw new ApiError('forbidden');
}

/** Members and administrators (any member record, or the flag). */
export function requireMemberOrAdmin(caller: Caller): void {
  if (!isAdmin(caller) && ownMemberId(caller) === null) throw new ApiError('forbidden');
}

/** Routes that act for the caller's own member record, administrators included. */
export function requireOwnMemberRecord(caller: Caller): string {
  const memberId = ownMemberId(caller);
  if (memberId === null) throw new ApiError('member_profile_required');
  return memberId;
}
