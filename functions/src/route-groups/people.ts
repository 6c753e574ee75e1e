import { deleteAccount } from '../endpoints/delete-account';
import { registerAccount } from '../endpoints/register-account';
import { registerKeyword } from '../endpoints/register-keyword';
import { updateAccountDeleteMember } from '../endpoints/update-account-delete-member';
import { updateAccountEmail } from '../endpoints/update-account-email';
import { updateAccountGrantAdmin } from '../endpoints/update-account-grant-admin';
import { updateAccountName } from '../endpoints/update-account-name';
import { updateAccountRegisterMember } from '../endpoints/update-account-register-member';
import { updateAccountRemoveAdmin } from '../endpoints/update-account-remove-admin';
import { updateKeyword } from '../endpoints/update-keyword';
import { updateMemberInsight } from '../endpoints/update-member-insight';
import { updateMemberPrivate } from '../endpoints/update-member-private';
import { updateMemberPublic } from '../endpoints/update-member-public';
import type { RouteDefinition } from '../http/route-definition';

/**
 * Write routes of this group (accounts, members and keywords: spec 3-api §3.6, §3.7);
 * functions/src/routes.ts adds them to the route table.
 */
export const ROUTES: readonly RouteDefinition[] = [
  registerAccount,
  updateAccountName,
  updateAccountEmail,
  updateAccountGrantAdmin,
  updateAccountRemoveAdmin,
  updateAccountRegisterMember,
  updateAccountDeleteMember,
  deleteAccount,
  updateMemberPublic,
  updateMemberPrivate,
  updateMemberInsight,
  registerKeyword,
  updateKeyword,
];
