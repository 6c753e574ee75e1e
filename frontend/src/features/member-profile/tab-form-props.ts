import type { MemberPrivateDetail } from '@portal/common/api/member';

/** What the member private page gives each tab's form. */
export interface MemberTabFormProps {
  member: MemberPrivateDetail;
  isAdmin: boolean;
  isSelf: boolean;
  /** Reads the member again (Reload after a stale version). */
  onReload: () => Promise<unknown>;
  /** Takes the answer of a save as the page's record. */
  onSaved: (value: MemberPrivateDetail) => Promise<unknown>;
}
