import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, bearer, callerFor, countOf, fieldCodes, type Json, mentionsOf, records, signInAll, storedDocument, SYSTEM_FIELDS } from './support';

/**
 * The partner write routes (spec 3-api §3.9): register-partner, register-partner-member,
 * update-partner public and private, delete-partner. Every test works on organizations it
 * creates; the demo records it touches (the members' partnerships) are restored afterwards.
 */

type Who = 'admin' | 'member' | 'guest' | 'newcomer' | 'olivier' | 'visitor';

const ROLES: Exclude<Who, 'visitor'>[] = ['admin', 'member', 'guest', 'newcomer', 'olivier'];
const tokens: Partial<Record<Who, string>> = {};

const PUBLIC_KEYS = ['id', 'name_en', 'name_fr', 'scope', 'type', 'description', 'products', 'events'];
const PRIVATE_KEYS = [
  ...PUBLIC_KEYS,
  'contact_name', 'contact_email', 'contact_phone', 'internal_notes', 'members',
  'created_at', 'updated_at', 'updated_by', 'etag',
];

const call = callerFor(tokens);

let serial = 0;
function uniqueName(label: string): string {
  serial += 1;
  return `${label} ${Date.now().toString(36)}-${serial}`;
}

const created: string[] = [];
async function registerOrganization(extra: Json = {}): Promise<Json> {
  const answer = await call('admin', 'POST', 'register-partner', { name_en: uniqueName('Partner test'), scope_id: 'org-scope-local', ...extra });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  created.push(answer.body.id as string);
  return answer.body;
}

const touchedMembers = new Map<string, Json>();
async function keepMember(id: string): Promise<void> {
  if (!touchedMembers.has(id)) touchedMembers.set(id, (await storedDocument('member', id)) as Json);
}

beforeAll(async () => {
  Object.assign(tokens, await signInAll(ROLES));
  await keepMember('member-eric-levesque');
  await keepMember('member-claire-dubois-martin');
});

afterAll(async () => {
  for (const id of created) await call('admin', 'DELETE', `delete-partner/${id}`);
  for (const [id, document] of touchedMembers) await records().item(id, 'member').replace(document);
});

describe('POST /api/register-partner (spec 3-api §3.9.2)', () => {
  it('registers an organization with every field: 201, the private detail, Location, ETag, no-store', async () => {
    const name = uniqueName('  Lakeside Test Clinic');
    const answer = await call('admin', 'POST', 'register-partner', {
      name_en: name,
      name_fr: 'Clinique test du lac',
      scope_id: 'org-scope-local',
      type_id: 'org-type-community',
      description: 'First line.\r\nSecond line.',
      contact_name: ' Ana Silva ',
      contact_email: 'Ana.Silva@lakeside.example',
      contact_phone: '+1 613-555-0199',
      internal_notes: 'Met at the 2024 forum.',
    });
    expect(answer.status).toBe(201);
    const id = answer.body.id as string;
    created.push(id);
    expect(id).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(Object.keys(answer.body).sort()).toEqual([...PRIVATE_KEYS].sort());
    expect(answer.body).toMatchObject({
      name_en: name.trim(),
      name_fr: 'Clinique test du lac',
      scope: { id: 'org-scope-local', name_en: 'Local', name_fr: 'Local', retired: false },
      type: { id: 'org-type-community', name_en: 'Community organization' },
      description: 'First line.\nSecond line.',
      contact_name: 'Ana Silva',
      contact_email: 'Ana.Silva@lakeside.example',
      contact_phone: '+1 613-555-0199',
      internal_notes: 'Met at the 2024 forum.',
      products: [],
      events: [],
      members: [],
      updated_by: 'account-claire-dubois-martin',
    });
    expect(answer.headers.get('location')).toBe(`/api/partner/${id}/private`);
    expect(answer.headers.get('etag')).toBe(`"${String(answer.body.etag)}"`);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(answer.body.created_at).toBe(answer.body.updated_at);

    const document = await storedDocument('organization', id);
    expect(document).toMatchObject({ kind: 'organization', name_en: name.trim(), scope_id: 'org-scope-local', type_id: 'org-type-community', etag: answer.body.etag });
    const read = await call('admin', 'GET', `partner/${id}/private`);
    expect(read.body).toEqual(answer.body);
  });

  it('accepts the same name in both languages of one organization', async () => {
    const name = uniqueName('Mitacs-like');
    const body = await registerOrganization({ name_en: name, name_fr: name.toUpperCase() });
    expect(body.name_fr).toBe(name.toUpperCase());
  });

  it.each([
    ['visitor', 401, 'authentication_required'],
    ['newcomer', 403, 'account_not_registered'],
    ['guest', 403, 'forbidden'],
    ['member', 403, 'forbidden'],
  ] as const)('refuses the %s with %i %s and writes nothing', async (who, status, code) => {
    const before = await countOf('organization');
    const answer = await call(who, 'POST', 'register-partner', { name_en: uniqueName('Refused'), scope_id: 'org-scope-local' });
    expect(answer.status).toBe(status);
    expect(answer.body.code).toBe(code);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(await countOf('organization')).toBe(before);
  });

  it.each([
    ['an empty body', {}, ['name_en:one_language_required', 'name_fr:one_language_required', 'scope_id:required']],
    ['a scope of another list', { name_en: 'X', scope_id: 'org-type-community' }, ['scope_id:unknown_reference']],
    ['unknown scope and type', { name_en: 'X', scope_id: 'org-scope-nowhere', type_id: 'org-scope-local' }, ['scope_id:unknown_reference', 'type_id:unknown_reference']],
    [
      'bad contacts, a long description and server fields',
      { name_en: 'X', scope_id: 'org-scope-local', contact_email: 'ana@localhost', contact_phone: '555-012', description: 'd'.repeat(4001), id: 'mine', etag: 'v1' },
      ['contact_email:invalid_format', 'contact_phone:invalid_format', 'description:too_long', 'id:unknown_field', 'etag:unknown_field'],
    ],
    ['wrong types', { name_en: 42, scope_id: ['org-scope-local'], contact_name: 'Line\nbreak' }, ['name_en:invalid_type', 'scope_id:invalid_type', 'contact_name:invalid_characters']],
    ['derived fields', { name_en: 'X', scope_id: 'org-scope-local', members: [], products: [] }, ['members:unknown_field', 'products:unknown_field']],
  ])('answers 400 for %s with every field error and writes nothing', async (_label, body, errors) => {
    const before = await countOf('organization');
    const answer = await call('admin', 'POST', 'register-partner', body);
    expect(answer.status).toBe(400);
    expect(answer.body.code).toBe('validation_failed');
    expect(fieldCodes(answer)).toEqual(errors);
    expect(await countOf('organization')).toBe(before);
  });

  it('answers 415 for a body that is not JSON', async () => {
    const response = await api('/api/register-partner', {
      method: 'POST',
      headers: { ...bearer(tokens.admin as string), 'Content-Type': 'text/plain' },
      body: '{"name_en":"X","scope_id":"org-scope-local"}',
    });
    expect(response.status).toBe(415);
  });

  it('answers 409 on each name that equals a name of another organization, in either language', async () => {
    const before = await countOf('organization');
    const one = await call('admin', 'POST', 'register-partner', { name_en: 'autorite regionale de SANTE  de Lakeview', scope_id: 'org-scope-local' });
    expect(one.status).toBe(409);
    expect(one.body.code).toBe('conflict_duplicate');
    expect(one.body.errors).toEqual([{ field: 'name_en', code: 'not_unique', message: 'This partner is already registered.' }]);

    const both = await call('admin', 'POST', 'register-partner', { name_fr: 'coalition bien vieillir', name_en: 'Clearwater Foundation', scope_id: 'org-scope-local' });
    expect(both.status).toBe(409);
    expect(fieldCodes(both)).toEqual(['name_fr:not_unique', 'name_en:not_unique']);
    expect(await countOf('organization')).toBe(before);
  });

  it('releases the free name claimed by a refused registration', async () => {
    const free = uniqueName('Free name');
    const refused = await call('admin', 'POST', 'register-partner', { name_en: free, name_fr: 'Ville de Rivière-des-Pins', scope_id: 'org-scope-local' });
    expect(refused.status).toBe(409);
    expect(fieldCodes(refused)).toEqual(['name_fr:not_unique']);
    await registerOrganization({ name_en: free });
  });
});

describe('POST /api/register-partner-member (spec 3-api §3.9.3)', () => {
  it('lets a member register a partner linked to their own record: 201, the public detail, no version', async () => {
    const before = (await storedDocument('member', 'member-eric-levesque')) as Json;
    const name = uniqueName('Member partner');
    const answer = await call('member', 'POST', 'register-partner-member', {
      name_en: name,
      scope_id: 'org-scope-provincial',
      type_id: 'org-type-non-profit',
      description: 'A partner.',
      partnership_description_en: ' Joint clinic ',
      partnership_description_fr: null,
    });
    expect(answer.status).toBe(201);
    const id = answer.body.id as string;
    created.push(id);
    expect(Object.keys(answer.body).sort()).toEqual([...PUBLIC_KEYS].sort());
    expect(answer.headers.get('location')).toBe(`/api/partner/${id}/public`);
    expect(answer.headers.get('etag')).toBeNull();
    expect(answer.headers.get('cache-control')).toBe('no-store');

    const organization = (await storedDocument('organization', id)) as Json;
    expect(organization).toMatchObject({ name_en: name, contact_name: null, contact_email: null, contact_phone: null, internal_notes: null, updated_by: 'account-eric-levesque' });
    const member = (await storedDocument('member', 'member-eric-levesque')) as Json;
    expect(member.partnerships).toEqual([...(before.partnerships as Json[]), { organization_id: id, description_en: 'Joint clinic', description_fr: null }]);
    expect(member.etag).not.toBe(before.etag);
    expect(member.updated_by).toBe('account-eric-levesque');

    const privateDetail = await call('member', 'GET', 'member/member-eric-levesque/private');
    expect(privateDetail.body.partnerships).toContainEqual({ organization: { id, name_en: name, name_fr: null }, description_en: 'Joint clinic', description_fr: null });
  });

  it('gives an administrator with a member record the private detail with its version', async () => {
    const answer = await call('admin', 'POST', 'register-partner-member', {
      name_fr: uniqueName('Partenaire de Claire'),
      scope_id: 'org-scope-national',
      partnership_description_fr: 'Projet commun',
    });
    expect(answer.status).toBe(201);
    const id = answer.body.id as string;
    created.push(id);
    expect(Object.keys(answer.body).sort()).toEqual([...PRIVATE_KEYS].sort());
    expect(answer.headers.get('location')).toBe(`/api/partner/${id}/private`);
    expect(answer.headers.get('etag')).toBe(`"${String(answer.body.etag)}"`);
    expect(answer.body.members).toEqual([
      {
        member: { id: 'member-claire-dubois-martin', first_name: 'Claire', last_name: 'Dubois-Martin', is_active: true },
        description_en: null,
        description_fr: 'Projet commun',
      },
    ]);
  });

  it.each([
    ['visitor', 401, 'authentication_required'],
    ['newcomer', 403, 'account_not_registered'],
    ['guest', 403, 'member_profile_required'],
    ['olivier', 403, 'member_profile_required'],
  ] as const)('refuses the %s with %i %s and writes nothing', async (who, status, code) => {
    const before = await countOf('organization');
    const answer = await call(who, 'POST', 'register-partner-member', { name_en: uniqueName('Refused'), scope_id: 'org-scope-local' });
    expect(answer.status).toBe(status);
    expect(answer.body.code).toBe(code);
    expect(await countOf('organization')).toBe(before);
  });

  it('refuses the private fields and invalid descriptions; neither the member nor any organization is written', async () => {
    const before = await storedDocument('member', 'member-eric-levesque');
    const count = await countOf('organization');
    const answer = await call('member', 'POST', 'register-partner-member', {
      name_en: uniqueName('Private'),
      scope_id: 'org-scope-local',
      contact_name: 'Ana',
      contact_email: 'ana@x.example',
      contact_phone: '+1 613 555 0100',
      internal_notes: 'x',
      partnership_description_en: 'p'.repeat(1001),
      partnerships: [],
    });
    expect(answer.status).toBe(400);
    expect(fieldCodes(answer)).toEqual([
      'contact_name:unknown_field',
      'contact_email:unknown_field',
      'contact_phone:unknown_field',
      'internal_notes:unknown_field',
      'partnership_description_en:too_long',
      'partnerships:unknown_field',
    ]);
    expect(await storedDocument('member', 'member-eric-levesque')).toEqual(before);
    expect(await countOf('organization')).toBe(count);
  });

  it('answers 409 for a taken name and leaves the member unchanged', async () => {
    const before = await storedDocument('member', 'member-eric-levesque');
    const answer = await call('member', 'POST', 'register-partner-member', { name_en: 'GreenTransit  cooperative', scope_id: 'org-scope-local' });
    expect(answer.status).toBe(409);
    expect(fieldCodes(answer)).toEqual(['name_en:not_unique']);
    expect(await storedDocument('member', 'member-eric-levesque')).toEqual(before);
  });

  it('answers too_many on partnerships when the member already has 50', async () => {
    const original = (await storedDocument('member', 'member-eric-levesque')) as Json;
    const full = Array.from({ length: 50 }, (_, i) => ({ organization_id: `org-padding-${i}`, description_en: null, description_fr: null }));
    await records().item('member-eric-levesque', 'member').replace({ ...original, partnerships: full });
    try {
      const count = await countOf('organization');
      const answer = await call('member', 'POST', 'register-partner-member', { name_en: uniqueName('One too many'), scope_id: 'org-scope-local' });
      expect(answer.status).toBe(400);
      expect(answer.body.errors).toEqual([{ field: 'partnerships', code: 'too_many', message: 'Maximum 50', params: { max: 50 } }]);
      expect(await countOf('organization')).toBe(count);
      expect(((await storedDocument('member', 'member-eric-levesque')) as Json).partnerships).toHaveLength(50);
    } finally {
      await records().item('member-eric-levesque', 'member').replace(original);
    }
  });
});

describe('PATCH /api/update-partner/{id}/public and /private (spec 3-api §3.9.4–§3.9.5)', () => {
  let organization: Json;

  beforeAll(async () => {
    organization = await registerOrganization({ name_en: uniqueName('Editable partner'), name_fr: uniqueName('Partenaire modifiable'), type_id: 'org-type-industry' });
  });

  const id = () => organization.id as string;
  const version = async () => `"${String(((await storedDocument('organization', id())) as Json).etag)}"`;

  it('updates the public fields and answers the private detail with the new version', async () => {
    const oldFrench = organization.name_fr as string;
    const before = (await storedDocument('organization', id())) as Json;
    const name = uniqueName('Nouveau nom');
    const answer = await call('admin', 'PATCH', `update-partner/${id()}/public`, { name_fr: ` ${name} `, type_id: null, description: 'About us' }, await version());
    expect(answer.status).toBe(200);
    expect(Object.keys(answer.body).sort()).toEqual([...PRIVATE_KEYS].sort());
    expect(answer.body).toMatchObject({ name_en: organization.name_en, name_fr: name, type: null, description: 'About us' });
    expect(answer.body.etag).not.toBe(before.etag);
    expect(answer.headers.get('etag')).toBe(`"${String(answer.body.etag)}"`);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(answer.headers.get('location')).toBeNull();
    expect(await storedDocument('organization', id())).toMatchObject({ name_fr: name, type_id: null, description: 'About us', etag: answer.body.etag });

    // The old name is free again, the new one is taken.
    await registerOrganization({ name_en: oldFrench });
    const taken = await call('admin', 'POST', 'register-partner', { name_en: name, scope_id: 'org-scope-local' });
    expect(taken.status).toBe(409);
    organization = answer.body;
  });

  it('updates the private fields', async () => {
    const answer = await call('admin', 'PATCH', `update-partner/${id()}/private`, { contact_name: 'Ana', contact_email: 'ana@partner.example', internal_notes: 'Note\r\nTwo' }, await version());
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ contact_name: 'Ana', contact_email: 'ana@partner.example', contact_phone: null, internal_notes: 'Note\nTwo' });
  });

  it('does not compare the organization with itself', async () => {
    const current = (await storedDocument('organization', id())) as Json;
    const answer = await call('admin', 'PATCH', `update-partner/${id()}/public`, { name_en: current.name_fr, name_fr: current.name_en }, await version());
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ name_en: current.name_fr, name_fr: current.name_en });
  });

  it('writes nothing for an update that changes nothing and answers the same version', async () => {
    const before = (await storedDocument('organization', id())) as Json;
    const answer = await call('admin', 'PATCH', `update-partner/${id()}/public`, { name_en: before.name_en, scope_id: before.scope_id }, `"${String(before.etag)}"`);
    expect(answer.status).toBe(200);
    expect(answer.body.etag).toBe(before.etag);
    expect(await storedDocument('organization', id())).toEqual(before);
  });

  it.each([
    ['public', { name_en: null, name_fr: '' }, ['name_en:one_language_required', 'name_fr:one_language_required']],
    ['public', { scope_id: null, type_id: 'org-type-nowhere' }, ['scope_id:required', 'type_id:unknown_reference']],
    ['public', { scope_id: 'faculty-arts', contact_name: 'Ana' }, ['scope_id:unknown_reference', 'contact_name:unknown_field']],
    ['public', { description: 'Bell\u0007', updated_at: '2024-01-01T00:00:00.000Z' }, ['description:invalid_characters', 'updated_at:unknown_field']],
    ['private', { name_en: 'X', contact_email: 'not-an-email', contact_phone: 'x'.repeat(51) }, ['name_en:unknown_field', 'contact_email:invalid_format', 'contact_phone:too_long']],
  ] as const)('answers 400 on /%s for %j and leaves the record unchanged', async (part, body, errors) => {
    const before = await storedDocument('organization', id());
    const answer = await call('admin', 'PATCH', `update-partner/${id()}/${part}`, body, await version());
    expect(answer.status).toBe(400);
    expect(fieldCodes(answer)).toEqual(errors);
    expect(await storedDocument('organization', id())).toEqual(before);
  });

  it('answers 409 for a name of another organization and leaves the record unchanged', async () => {
    const before = await storedDocument('organization', id());
    const answer = await call('admin', 'PATCH', `update-partner/${id()}/public`, { name_en: 'Kansai Centre for Gerontology' }, await version());
    expect(answer.status).toBe(409);
    expect(fieldCodes(answer)).toEqual(['name_en:not_unique']);
    expect(await storedDocument('organization', id())).toEqual(before);
  });

  it('requires the version: 428 without If-Match, 412 for a stale or weak one, nothing written', async () => {
    const before = (await storedDocument('organization', id())) as Json;
    const missing = await call('admin', 'PATCH', `update-partner/${id()}/public`, { description: 'Changed' });
    expect(missing.status).toBe(428);
    expect(missing.body.code).toBe('version_required');
    const stale = await call('admin', 'PATCH', `update-partner/${id()}/private`, { internal_notes: 'Changed' }, '"stale-version"');
    expect(stale.status).toBe(412);
    expect(stale.body.code).toBe('stale_version');
    const weak = await call('admin', 'PATCH', `update-partner/${id()}/public`, { description: 'Changed' }, `W/"${String(before.etag)}"`);
    expect(weak.status).toBe(412);
    expect(await storedDocument('organization', id())).toEqual(before);
  });

  it('validates before answering 404 or 412', async () => {
    const unknown = await call('admin', 'PATCH', 'update-partner/org-does-not-exist/public', { description: 'x' }, '"v"');
    expect(unknown.status).toBe(404);
    expect(unknown.body.code).toBe('not_found');
    const malformed = await call('admin', 'PATCH', 'update-partner/bad$id/private', {}, '"v"');
    expect(malformed.status).toBe(404);
    const invalidUnknown = await call('admin', 'PATCH', 'update-partner/org-does-not-exist/public', { scope_id: null }, '"v"');
    expect(invalidUnknown.status).toBe(400);
    const invalidStale = await call('admin', 'PATCH', `update-partner/${id()}/public`, { scope_id: null }, '"stale"');
    expect(invalidStale.status).toBe(400);
  });

  it.each([
    ['visitor', 401],
    ['newcomer', 403],
    ['guest', 403],
    ['member', 403],
  ] as const)('refuses the %s with %i on both parts', async (who, status) => {
    const before = await storedDocument('organization', id());
    for (const part of ['public', 'private']) {
      const answer = await call(who, 'PATCH', `update-partner/${id()}/${part}`, { description: 'Mine' }, await version());
      expect(answer.status).toBe(status);
    }
    expect(await storedDocument('organization', id())).toEqual(before);
  });
});

describe('DELETE /api/delete-partner/{id} (spec 3-api §3.9.6)', () => {
  it('removes the organization and every link to it: partnerships, product and event partner_ids, name guards', async () => {
    const name = uniqueName('Doomed partner');
    const registered = await call('member', 'POST', 'register-partner-member', { name_en: name, scope_id: 'org-scope-local', partnership_description_en: 'Soon gone' });
    expect(registered.status).toBe(201);
    const id = registered.body.id as string;

    const event = await call('admin', 'POST', 'register-event', { name_en: uniqueName('Event with doomed partner'), partner_ids: ['org-lakeview-health', id] });
    expect(event.status).toBe(201);
    const eventId = event.body.id as string;
    const productId = `product-partner-test-${Date.now().toString(36)}`;
    const template = (await records().item('product-01', 'product').read<Json>()).resource as Json;
    const product = Object.fromEntries(Object.entries(template).filter(([key]) => !SYSTEM_FIELDS.has(key)));
    await records().items.create({ ...product, id: productId, doi: null, partner_ids: [id, 'org-lakeview-health'] });

    try {
      expect((await call('admin', 'GET', `partner/${id}/public`)).body).toMatchObject({
        products: [{ id: productId }],
        events: [{ id: eventId }],
      });
      const member = (await storedDocument('member', 'member-eric-levesque')) as Json;
      const eventBefore = (await storedDocument('event', eventId)) as Json;
      const productBefore = (await storedDocument('product', productId)) as Json;

      expect((await call('member', 'DELETE', `delete-partner/${id}`)).status).toBe(403);
      expect((await call('guest', 'DELETE', `delete-partner/${id}`)).status).toBe(403);
      expect((await call('visitor', 'DELETE', `delete-partner/${id}`)).status).toBe(401);
      const stale = await call('admin', 'DELETE', `delete-partner/${id}`, undefined, '"stale-version"');
      expect(stale.status).toBe(412);
      expect(await storedDocument('organization', id)).toBeDefined();
      expect(await storedDocument('member', 'member-eric-levesque')).toEqual(member);

      const current = (await storedDocument('organization', id)) as Json;
      const answer = await call('admin', 'DELETE', `delete-partner/${id}`, undefined, `"${String(current.etag)}"`);
      expect(answer.status).toBe(204);
      expect(answer.headers.get('cache-control')).toBe('no-store');
      expect(answer.body).toEqual({});

      expect(await storedDocument('organization', id)).toBeUndefined();
      expect(await mentionsOf(id)).toEqual([]);
      const memberAfter = (await storedDocument('member', 'member-eric-levesque')) as Json;
      expect(memberAfter.partnerships).toEqual((member.partnerships as Json[]).filter((entry) => entry.organization_id !== id));
      expect(memberAfter.etag).not.toBe(member.etag);
      expect(memberAfter.updated_by).toBe('account-claire-dubois-martin');
      const eventAfter = (await storedDocument('event', eventId)) as Json;
      expect(eventAfter.partner_ids).toEqual(['org-lakeview-health']);
      expect(eventAfter.etag).not.toBe(eventBefore.etag);
      const productAfter = (await storedDocument('product', productId)) as Json;
      expect(productAfter.partner_ids).toEqual(['org-lakeview-health']);
      expect(productAfter.etag).not.toBe(productBefore.etag);

      expect((await call('visitor', 'GET', `partner/${id}/public`)).status).toBe(404);
      expect((await call('admin', 'DELETE', `delete-partner/${id}`)).status).toBe(404);
      // The names are free again.
      await registerOrganization({ name_en: name });
    } finally {
      await call('admin', 'DELETE', `delete-event/${eventId}`);
      await records().item(productId, 'product').delete().catch(() => undefined);
    }
  });

  it('answers 404 for an unknown or malformed id', async () => {
    expect((await call('admin', 'DELETE', 'delete-partner/org-does-not-exist')).status).toBe(404);
    expect((await call('admin', 'DELETE', 'delete-partner/not%20an%20id')).status).toBe(404);
  });
});
