/** Account projection (spec 2-data-model §2.4.2), shared by the API and the SPA. */
export interface AccountMemberSummary {
  id: string;
  is_active: boolean;
  work_email: string | null;
  work_phone: string | null;
  mobile_phone: string | null;
}

export interface AccountProjection {
  id: string;
  first_name: string;
  last_name: string;
  login_email: string;
  is_admin: boolean;
  identity_bound: boolean;
  last_login: string | null;
  member: AccountMemberSummary | null;
  created_at: string;
  updated_at: string;
  updated_by: string | null;
  etag: string;
}

/**
 * An item of `/api/all-accounts` (spec 2-data-model §2.4.2, docs/adr/0033): what the accounts list
 * shows, filters and sorts by; the metadata and the binding state are on the account page.
 */
export type AccountListItem = Pick<AccountProjection, 'id' | 'first_name' | 'last_name' | 'login_email' | 'is_admin' | 'last_login' | 'member'>;

/** Request bodies of the account routes (spec 3-api §3.6.5–§3.6.7), from the shared schemas. */
export type { RegisterAccountBody, UpdateAccountNameBody, UpdateAccountEmailBody } from '../validation/schemas/account';

/**
 * The account actions without fields (grant-admin, remove-admin, register-member,
 * delete-member, spec 3-api §3.6.8–§3.6.11) take an empty object.
 */
export type EmptyAccountActionBody = Record<string, never>;
