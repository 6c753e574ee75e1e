import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { danglingLinks, type StoredRecordLike } from '../../src/domain/integrity-scan';
import { api, bearer, records, signIn } from './support';

/**
 * Deleting a record of every kind leaves nothing dangling (spec 2-data-model §2.3 note 1):
 * records created here link each other in every way, one of each kind is deleted, and the
 * whole store is scanned.
 */
let admin: Record<string, string> = {};

async function send(method: 'POST' | 'PATCH' | 'DELETE', path: string, body?: unknown, version?: string) {
  const headers: Record<string, string> = { ...admin };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  if (version) headers['If-Match'] = `"${version}"`;
  const response = await api(`/api/${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  const text = await response.text();
  if (response.status >= 300) throw new Error(`${method} ${path} answered ${response.status}: ${text}`);
  return text ? (JSON.parse(text) as Record<string, unknown> & { id: string; etag: string }) : null;
}

async function newMember(email: string): Promise<{ accountId: string; memberId: string }> {
  const account = await send('POST', 'register-account', { first_name: 'Test', last_name: email.split('@')[0], login_email: email, is_member: true });
  const member = (account?.member as { id: string } | null)?.id;
  if (!account || !member) throw new Error('no member created');
  return { accountId: account.id, memberId: member };
}

async function allRecords(): Promise<StoredRecordLike[]> {
  const { resources } = await records().items.query<StoredRecordLike>('SELECT * FROM c').fetchAll();
  return resources;
}

describe('integrity after deleting one record of every kind', () => {
  const deleted: string[] = [];
  /** The surviving event: removed after the scan so that later files see the demo counts. */
  let leftover: string | null = null;

  afterAll(async () => {
    if (leftover) await send('DELETE', `delete-event/${leftover}`);
  });

  beforeAll(async () => {
    admin = bearer(await signIn('admin@aurora-network.example'));
    const a = await newMember('integrity.one@aurora-network.example');
    const b = await newMember('integrity.two@aurora-network.example');

    const partner = await send('POST', 'register-partner', { name_en: 'Integrity Test Partner', name_fr: 'Partenaire test d’intégrité', scope_id: 'org-scope-national' });
    const product = await send('POST', 'register-product', {
      title_en: 'Integrity test product',
      all_author: 'Test, A.; Test, B.',
      member_author_ids: [a.memberId, b.memberId],
      partner_ids: [partner?.id],
    });
    const grant = await send('POST', 'register-grant', {
      title: 'Integrity test grant',
      amount: 1000,
      status_id: 'grant-status-awarded',
      source_id: 'grant-source-cihr',
      all_investigator: 'A. Test',
      investigator_member_ids: [a.memberId],
      involved_member_ids: [b.memberId],
    });
    const first = await send('POST', 'register-event', { name_en: 'Integrity test event one', member_ids: [a.memberId] });
    const second = await send('POST', 'register-event', {
      name_en: 'Integrity test event two',
      member_ids: [a.memberId, b.memberId],
      partner_ids: [partner?.id],
      resulting_product_ids: [product?.id],
      resulting_grant_ids: [grant?.id],
      previous_event_ids: [first?.id],
    });
    const supervision = await send('POST', 'register-supervision', {
      first_name: 'Trainee',
      last_name: 'Integrity',
      principal_supervisor_ids: [a.memberId],
      committee_member_ids: [b.memberId],
    });
    const memberA = await send('PATCH', `update-member/${a.memberId}/public`, {
      partnerships: [{ organization_id: partner?.id, description_en: 'Test', description_fr: null }],
    }, ((await (await api(`/api/member/${a.memberId}/private`, { headers: admin })).json()) as { etag: string }).etag);
    expect(memberA).not.toBeNull();

    await send('DELETE', `delete-partner/${partner?.id}`);
    await send('DELETE', `delete-product/${product?.id}`);
    await send('DELETE', `delete-grant/${grant?.id}`);
    await send('DELETE', `delete-event/${first?.id}`);
    await send('DELETE', `delete-supervision/${supervision?.id}`);
    const accountB = (await (await api(`/api/account/${b.accountId}`, { headers: admin })).json()) as { etag: string };
    await send('PATCH', `update-account/${b.accountId}/delete-member`, undefined, accountB.etag);
    await send('DELETE', `delete-account/${a.accountId}`);
    leftover = second?.id ?? null;
    deleted.push(partner?.id ?? '', product?.id ?? '', grant?.id ?? '', first?.id ?? '', supervision?.id ?? '', a.memberId, b.memberId, a.accountId);
  });

  it('leaves no stored record holding a deleted id', async () => {
    const stored = await allRecords();
    const text = JSON.stringify(stored.filter((record) => !deleted.includes(record.id)));
    for (const id of deleted) expect(text, id).not.toContain(`"${id}"`);
    expect(stored.filter((record) => deleted.includes(record.id) && record.kind !== 'unique')).toEqual([]);
  });

  it('finds no dangling link anywhere in the store', async () => {
    expect(danglingLinks(await allRecords())).toEqual([]);
  });
});
