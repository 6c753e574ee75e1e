import { describe, expect, it } from 'vitest';
import { buildDemoDataset } from '@portal/common/demo/dataset';
import { loginEmailGuardId } from './cosmos-account-repository';
import { demoDocuments } from './demo-documents';
import type { AccountDocument, MemberDocument } from './documents';

const documents = demoDocuments(buildDemoDataset());
const accounts = documents.filter((d) => d.kind === 'account') as unknown as AccountDocument[];
const members = documents.filter((d) => d.kind === 'member') as unknown as MemberDocument[];

describe('demoDocuments', () => {
  it('gives every record a unique id within its partition', () => {
    const keys = documents.map((d) => `${d.pk}/${d.id}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('copies the account names onto each member, and each member summary onto its account', () => {
    for (const member of members) {
      const account = accounts.find((a) => a.id === member.account_id);
      expect(member.first_name).toBe(account?.first_name);
      expect(member.last_name).toBe(account?.last_name);
      expect(account?.member).toEqual({
        id: member.id,
        is_active: member.is_active,
        work_email: member.work_email,
        work_phone: member.work_phone,
        mobile_phone: member.mobile_phone,
      });
    }
    expect(accounts.filter((a) => a.member === null).map((a) => a.id).sort()).toEqual([
      'account-lucia-fernandez',
      'account-noah-williams',
      'account-olivier-roy',
    ]);
  });

  it('stores accounts unbound, never logged in, with a login-email guard each', () => {
    const guards = new Set(documents.filter((d) => d.kind === 'unique').map((d) => d.id));
    for (const account of accounts) {
      expect(account.identity).toBeNull();
      expect(account.last_login).toBeNull();
      expect(guards.has(loginEmailGuardId(account.login_email))).toBe(true);
    }
  });

  it('keeps the administrator set and copies of linked members\' display fields', () => {
    expect(documents.find((d) => d.kind === 'admin-set')).toMatchObject({ admin_ids: ['account-claire-dubois-martin', 'account-olivier-roy'] });
    for (const document of documents.filter((d) => ['product', 'grant', 'event', 'supervision'].includes(d.kind))) {
      const refs = (document as unknown as { member_refs: Record<string, { first_name: string }> }).member_refs;
      const linked = Object.entries(document)
        .filter(([field]) => /(member|supervisor|member_author)_ids$/.test(field))
        .flatMap(([, ids]) => ids as string[]);
      expect(Object.keys(refs).sort()).toEqual([...new Set(linked)].sort());
    }
  });

  it('derives missing_languages from the public pairs (member #2 has a French-only problem)', () => {
    expect(members.find((m) => m.id === 'member-eric-levesque')?.missing_languages).toEqual(['en']);
  });

  it('stamps the demo metadata of spec 6-data-and-beyond §6.1.1', () => {
    for (const document of documents.filter((d) => d.kind !== 'unique' && d.kind !== 'admin-set' && d.kind !== 'change-marker')) {
      expect(document).toMatchObject({ created_at: '2026-01-05T14:00:00.000Z', updated_at: '2026-01-05T14:00:00.000Z', updated_by: null });
    }
  });

  it('ends with a change marker per record partition, with new versions on every build (docs/adr/0033)', () => {
    const markers = documents.filter((d) => d.kind === 'change-marker');
    const partitions = new Set(documents.filter((d) => d.kind !== 'change-marker' && d.pk !== 'unique').map((d) => d.pk));
    expect(new Set(markers.map((m) => m.pk))).toEqual(partitions);
    const again = demoDocuments(buildDemoDataset()).filter((d) => d.kind === 'change-marker');
    for (const marker of markers) {
      expect(again.find((m) => m.pk === marker.pk)).not.toMatchObject({ version: (marker as { version: string }).version });
    }
  });
});
