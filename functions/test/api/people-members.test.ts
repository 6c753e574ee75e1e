import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, callApi, fieldCodes, type Json, quotedEtag, signIn, signInAll, storedDocument } from './support';

/**
 * The member write routes (spec 3-api §3.7.3–§3.7.5; 2-data-model §2.5.4–§2.5.6, §2.6.3). Each test
 * works on members it registers (with their own sign-in, to act as "the member themself") and
 * deletes them afterwards, so the demo data keeps its 37 active members.
 */

type Who = 'admin' | 'member' | 'guest' | 'visitor';

const ROLES: Exclude<Who, 'visitor'>[] = ['admin', 'member', 'guest'];
const tokens: Partial<Record<Who, string>> = {};

const PUBLIC_KEYS = [
  'id', 'account', 'is_active', 'faculty', 'member_type', 'keywords', 'problems', 'about_me_en', 'about_me_fr', 'work_email', 'work_phone',
  'website_link', 'twitter_link', 'linkedin_link', 'facebook_link', 'cv_link', 'orcid', 'products',
];
const PRIVATE_KEYS = [
  ...PUBLIC_KEYS,
  'account_id', 'address', 'city', 'province', 'country', 'postal_code', 'mobile_phone', 'date_joined', 'last_active', 'deactivated_by',
  'partnerships', 'grants', 'supervisions', 'events', 'created_at', 'updated_at', 'updated_by', 'etag',
];
const RUN = Date.now().toString(36);
const TODAY = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Toronto', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());

const call = (who: Who | string, method: string, path: string, body?: unknown, version?: string) =>
  callApi(who === 'visitor' ? null : (tokens[who as Who] ?? who), method, path, body, version === undefined ? undefined : quotedEtag(version));

async function etagOf(pk: string, id: string): Promise<string> {
  return ((await storedDocument(pk, id)) as Json).etag as string;
}

interface Person {
  accountId: string;
  memberId: string;
  token: string;
}

let serial = 0;
const accounts: string[] = [];
async function newPerson(): Promise<Person> {
  serial += 1;
  const login = `people-member-${RUN}-${serial}@aurora-network.example`;
  const answer = await call('admin', 'POST', 'register-account', { first_name: 'Test', last_name: `Member ${serial}`, login_email: login, is_member: true });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  accounts.push(answer.body.id as string);
  const token = await signIn(login);
  return { accountId: answer.body.id as string, memberId: (answer.body.member as Json).id as string, token };
}

const events: string[] = [];
async function eventWith(memberId: string): Promise<string> {
  const answer = await call('admin', 'POST', 'register-event', { name_en: `People members event ${RUN} ${events.length}`, member_ids: [memberId] });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  events.push(answer.body.id as string);
  return answer.body.id as string;
}

async function eventReference(eventId: string, memberId: string): Promise<Json | undefined> {
  const list = (await (await api('/api/all-events')).json()) as { id: string; members: Json[] }[];
  return list.find((event) => event.id === eventId)?.members.find((member) => member.id === memberId);
}

beforeAll(async () => {
  Object.assign(tokens, await signInAll(ROLES));
});

afterAll(async () => {
  for (const id of events) await call('admin', 'DELETE', `delete-event/${id}`);
  for (const id of accounts) await call('admin', 'DELETE', `delete-account/${id}`);
});

describe('PATCH /api/update-member/{id}/public (spec 3-api §3.7.3)', () => {
  it('saves every public field, normalised, and answers the private detail with the insight for an administrator', async () => {
    const person = await newPerson();
    const before = (await storedDocument('member', person.memberId)) as Json;
    const accountBefore = (await storedDocument('account', person.accountId)) as Json;
    const answer = await call(
      'admin',
      'PATCH',
      `update-member/${person.memberId}/public`,
      {
        first_name: ' Amélie ',
        last_name: 'Nguyễn',
        member_type_id: 'member-type-associate',
        faculty_id: 'faculty-health-sciences',
        work_email: ' Amelie.Nguyen@Univ.example ',
        work_phone: '+1 613-555-0123',
        about_me_en: 'First line.\r\nSecond line.',
        about_me_fr: null,
        website_link: 'www.example.org/amelie',
        twitter_link: '',
        orcid: 'https://orcid.org/000000094821993x',
        problems: [{ name_fr: 'Insécurité alimentaire', name_en: 'Food insecurity' }, { name_en: 'Only English' }],
        keyword_ids: ['keyword-dementia', 'keyword-aging'],
        partnerships: [{ description_en: 'Joint clinic', organization_id: 'org-lakeview-health' }],
      },
      before.etag as string,
    );
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(Object.keys(answer.body).sort()).toEqual([...PRIVATE_KEYS, 'insight'].sort());
    expect(answer.headers.get('etag')).toBe(`"${String(answer.body.etag)}"`);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(answer.body.etag).not.toBe(before.etag);
    expect(answer.body).toMatchObject({
      account: { first_name: 'Amélie', last_name: 'Nguyễn' },
      member_type: { id: 'member-type-associate' },
      faculty: { id: 'faculty-health-sciences' },
      work_email: 'Amelie.Nguyen@Univ.example',
      about_me_en: 'First line.\nSecond line.',
      website_link: 'https://www.example.org/amelie',
      twitter_link: null,
      orcid: '0000-0009-4821-993X',
      problems: [{ name_en: 'Food insecurity', name_fr: 'Insécurité alimentaire' }, { name_en: 'Only English', name_fr: null }],
      keywords: [{ id: 'keyword-dementia' }, { id: 'keyword-aging' }].map((k) => expect.objectContaining(k)),
      partnerships: [{ organization: expect.objectContaining({ id: 'org-lakeview-health' }), description_en: 'Joint clinic', description_fr: null }],
      updated_by: 'account-claire-dubois-martin',
    });
    expect((answer.body.insight as Json).member_id).toBe(person.memberId);

    const member = (await storedDocument('member', person.memberId)) as Json;
    expect(member.missing_languages).toEqual(['fr']);
    expect(member.partnerships).toEqual([{ organization_id: 'org-lakeview-health', description_en: 'Joint clinic', description_fr: null }]);
    const account = (await storedDocument('account', person.accountId)) as Json;
    expect(account).toMatchObject({ first_name: 'Amélie', last_name: 'Nguyễn' });
    expect(account.member).toMatchObject({ work_email: 'Amelie.Nguyen@Univ.example', work_phone: '+1 613-555-0123' });
    expect(account.etag).not.toBe(accountBefore.etag);
    const partner = (await call('admin', 'GET', 'partner/org-lakeview-health/private')).body;
    expect((partner.members as { member: Json }[]).map((entry) => entry.member.id)).toContain(person.memberId);
  });

  it('lets the member edit their own profile (no insight in the answer); a name change reaches the account and every reference', async () => {
    const person = await newPerson();
    const eventId = await eventWith(person.memberId);
    const accountVersion = await etagOf('account', person.accountId);
    const answer = await call(person.token, 'PATCH', `update-member/${person.memberId}/public`, { last_name: 'Renamed', about_me_fr: 'Bonjour' }, await etagOf('member', person.memberId));
    expect(answer.status).toBe(200);
    expect(Object.keys(answer.body).sort()).toEqual([...PRIVATE_KEYS].sort());
    expect(answer.body.updated_by).toBe(person.accountId);
    const account = (await storedDocument('account', person.accountId)) as Json;
    expect(account.last_name).toBe('Renamed');
    expect(account.etag).not.toBe(accountVersion);
    expect(await eventReference(eventId, person.memberId)).toEqual({ id: person.memberId, first_name: 'Test', last_name: 'Renamed', is_active: true });
    expect(((await storedDocument('member', person.memberId)) as Json).missing_languages).toEqual(['en']);
  });

  it('refuses a member type changed by the member (403 admin_only_field), accepts the stored value, and writes nothing on refusal', async () => {
    const person = await newPerson();
    const before = await storedDocument('member', person.memberId);
    const version = before?.etag as string;
    const refused = await call(person.token, 'PATCH', `update-member/${person.memberId}/public`, { about_me_en: 'Changed', member_type_id: 'member-type-regular' }, version);
    expect([refused.status, refused.body.code]).toEqual([403, 'admin_only_field']);
    expect(refused.body.errors).toEqual([{ field: 'member_type_id', code: 'admin_only_field', message: 'Only an administrator can change this field.' }]);
    expect(await storedDocument('member', person.memberId)).toEqual(before);
    const same = await call(person.token, 'PATCH', `update-member/${person.memberId}/public`, { member_type_id: null }, version);
    expect([same.status, same.body.etag]).toEqual([200, version]);
    expect(await storedDocument('member', person.memberId)).toEqual(before);
  });

  it('reports every invalid field at once (links included) and writes nothing', async () => {
    const person = await newPerson();
    const before = await storedDocument('member', person.memberId);
    const answer = await call(
      person.token,
      'PATCH',
      `update-member/${person.memberId}/public`,
      {
        first_name: '',
        faculty_id: 'faculty-graduate-studies',
        website_link: 'javascript:alert(1)',
        orcid: '0000-0002-1825-0098',
        keyword_ids: ['keyword-aging', 'no-such-keyword', 'keyword-aging'],
        partnerships: [{ organization_id: 'no-such-org' }, { organization_id: 'org-lakeview-health', colour: 'red' }],
        problems: [{ name_en: ' ' }],
        products: [],
      },
      before?.etag as string,
    );
    expect(answer.status).toBe(400);
    expect(fieldCodes(answer)).toEqual([
      'first_name:required',
      'faculty_id:retired_reference',
      'website_link:invalid_url_scheme',
      'orcid:invalid_checksum',
      'keyword_ids[2]:duplicate_item',
      'partnerships[1].colour:unknown_field',
      'problems[0].name_en:one_language_required',
      'problems[0].name_fr:one_language_required',
      'products:unknown_field',
    ]);
    const links = await call(
      person.token,
      'PATCH',
      `update-member/${person.memberId}/public`,
      {
        keyword_ids: ['keyword-aging', 'no-such-keyword'],
        partnerships: [{ organization_id: 'no-such-org' }, { organization_id: 'org-lakeview-health' }, { organization_id: 'org-lakeview-health' }],
        member_type_id: 'faculty-health-sciences',
      },
      before?.etag as string,
    );
    expect(fieldCodes(links)).toEqual([
      'keyword_ids[1]:unknown_reference',
      'partnerships[2].organization_id:duplicate_item',
      'member_type_id:unknown_reference',
    ]);
    const partnerships = await call(person.token, 'PATCH', `update-member/${person.memberId}/public`, { partnerships: [{ organization_id: 'no-such-org' }] }, before?.etag as string);
    expect(fieldCodes(partnerships)).toEqual(['partnerships[0].organization_id:unknown_reference']);
    expect(await storedDocument('member', person.memberId)).toEqual(before);
  });

  it('refuses an ORCID iD another member uses (409 not_unique) and keeps the member unchanged', async () => {
    const person = await newPerson();
    const before = await storedDocument('member', person.memberId);
    const answer = await call('admin', 'PATCH', `update-member/${person.memberId}/public`, { orcid: '0000-0002-1825-0097', about_me_en: 'x' }, before?.etag as string);
    expect([answer.status, answer.body.code]).toEqual([409, 'conflict_duplicate']);
    expect(answer.body.errors).toEqual([{ field: 'orcid', code: 'not_unique', message: 'This ORCID iD is already used by another member.' }]);
    expect(await storedDocument('member', person.memberId)).toEqual(before);
  });

  it("the ORCID iD acceptance of spec 6-data-and-beyond §6.3.8: every input form stored canonical, a wrong check character (400) or another member's iD in its address form (409) writes nothing", async () => {
    // member@ (Éric Lévesque, iD 0000-0000-0000-001X) against Claire Dubois-Martin's iD; nothing is written.
    const eric = 'member-eric-levesque';
    const ericBefore = await storedDocument('member', eric);
    const taken = await call('member', 'PATCH', `update-member/${eric}/public`, { orcid: 'https://orcid.org/0000-0002-1825-0097' }, await etagOf('member', eric));
    expect([taken.status, taken.body.code]).toEqual([409, 'conflict_duplicate']);
    expect(taken.body.errors).toEqual([{ field: 'orcid', code: 'not_unique', message: 'This ORCID iD is already used by another member.' }]);
    const checksum = await call('member', 'PATCH', `update-member/${eric}/public`, { orcid: '0000-0002-1825-0098' }, await etagOf('member', eric));
    expect([checksum.status, checksum.body.code, fieldCodes(checksum)]).toEqual([400, 'validation_failed', ['orcid:invalid_checksum']]);
    expect(await storedDocument('member', eric)).toEqual(ericBefore);

    // A new member by themself: without hyphens, a lower-case x, then cleared (the iD is free again).
    const person = await newPerson();
    const save = async (who: string, memberId: string, orcid: string | null) =>
      call(who, 'PATCH', `update-member/${memberId}/public`, { orcid }, await etagOf('member', memberId));
    const plain = await save(person.token, person.memberId, '0000000617342079');
    expect([plain.status, plain.body.orcid]).toEqual([200, '0000-0006-1734-2079']);
    const lower = await save(person.token, person.memberId, '0000-0006-1734-201x');
    expect([lower.status, lower.body.orcid]).toEqual([200, '0000-0006-1734-201X']);
    expect(((await storedDocument('member', person.memberId)) as Json).orcid).toBe('0000-0006-1734-201X');
    const publicDetail = await call('visitor', 'GET', `member/${person.memberId}/public`);
    expect(publicDetail.body.orcid).toBe('0000-0006-1734-201X');
    const other = await newPerson();
    expect((await save(other.token, other.memberId, 'https://orcid.org/000000061734201X')).status).toBe(409);
    const cleared = await save(person.token, person.memberId, '');
    expect([cleared.status, cleared.body.orcid]).toEqual([200, null]);
    expect(((await storedDocument('member', person.memberId)) as Json).orcid).toBeNull();
    const reused = await save(other.token, other.memberId, '000000061734201x');
    expect([reused.status, reused.body.orcid]).toEqual([200, '0000-0006-1734-201X']);
  });

  it('needs the current version (428, 412) and an existing member (404); others are refused (403, 401)', async () => {
    const person = await newPerson();
    const before = await storedDocument('member', person.memberId);
    expect((await call(person.token, 'PATCH', `update-member/${person.memberId}/public`, { about_me_en: 'x' })).status).toBe(428);
    expect((await call(person.token, 'PATCH', `update-member/${person.memberId}/public`, { about_me_en: 'x' }, 'stale')).status).toBe(412);
    expect(await storedDocument('member', person.memberId)).toEqual(before);
    expect((await call('admin', 'PATCH', 'update-member/no-such-member/public', { about_me_en: 'x' }, 'x')).status).toBe(404);
    expect((await call('member', 'PATCH', `update-member/${person.memberId}/public`, { about_me_en: 'x' }, 'x')).body.code).toBe('forbidden');
    expect((await call('guest', 'PATCH', `update-member/${person.memberId}/public`, { about_me_en: 'x' }, 'x')).body.code).toBe('forbidden');
    expect((await call('visitor', 'PATCH', `update-member/${person.memberId}/public`, { about_me_en: 'x' }, 'x')).status).toBe(401);
  });
});

describe('PATCH /api/update-member/{id}/private (spec 3-api §3.7.4)', () => {
  it('saves the private fields; the account summary follows the mobile phone', async () => {
    const person = await newPerson();
    const accountVersion = await etagOf('account', person.accountId);
    const answer = await call(
      person.token,
      'PATCH',
      `update-member/${person.memberId}/private`,
      { address: ' 12 Main Street ', city: 'Ottawa', province: 'Ontario', country: 'Canada', postal_code: 'K1A 0B1', mobile_phone: '(613) 555-0100' },
      await etagOf('member', person.memberId),
    );
    expect(answer.status).toBe(200);
    expect(Object.keys(answer.body).sort()).toEqual([...PRIVATE_KEYS].sort());
    expect(answer.body).toMatchObject({ address: '12 Main Street', city: 'Ottawa', postal_code: 'K1A 0B1', mobile_phone: '(613) 555-0100', date_joined: TODAY });
    const account = (await storedDocument('account', person.accountId)) as Json;
    expect((account.member as Json).mobile_phone).toBe('(613) 555-0100');
    // The member summary is a copy: the account's version covers names, e-mail, flag and membership.
    expect(account.etag).toBe(accountVersion);
  });

  it('lets the member hide and show their own profile; every reference, the account and the lists follow at once', async () => {
    const person = await newPerson();
    const eventId = await eventWith(person.memberId);
    const hidden = await call(person.token, 'PATCH', `update-member/${person.memberId}/private`, { is_active: false }, await etagOf('member', person.memberId));
    expect(hidden.status).toBe(200);
    expect(hidden.body).toMatchObject({ is_active: false, last_active: TODAY, deactivated_by: 'self' });
    expect(await eventReference(eventId, person.memberId)).toMatchObject({ is_active: false });
    expect(((await storedDocument('account', person.accountId)) as Json).member).toMatchObject({ is_active: false });
    const listed = (await (await api('/api/all-members')).json()) as { id: string }[];
    expect(listed.map((m) => m.id)).not.toContain(person.memberId);
    expect(await (await api(`/api/member/${person.memberId}/public`)).json()).toEqual({ id: person.memberId, account: { first_name: 'Test', last_name: expect.any(String) }, is_active: false });

    const shown = await call(person.token, 'PATCH', `update-member/${person.memberId}/private`, { is_active: true }, hidden.body.etag as string);
    expect(shown.status).toBe(200);
    expect(shown.body).toMatchObject({ is_active: true, last_active: null, deactivated_by: null });
    expect(await eventReference(eventId, person.memberId)).toMatchObject({ is_active: true });
    expect(((await storedDocument('account', person.accountId)) as Json).member).toMatchObject({ is_active: true });
  });

  it('refuses a member reactivating a profile an administrator hid (403 reactivation_not_allowed); an administrator may', async () => {
    const person = await newPerson();
    const hidden = await call('admin', 'PATCH', `update-member/${person.memberId}/private`, { is_active: false }, await etagOf('member', person.memberId));
    expect(hidden.body).toMatchObject({ is_active: false, deactivated_by: 'admin', last_active: TODAY });
    const before = await storedDocument('member', person.memberId);
    const refused = await call(person.token, 'PATCH', `update-member/${person.memberId}/private`, { is_active: true, city: 'Montréal' }, hidden.body.etag as string);
    expect([refused.status, refused.body.code]).toEqual([403, 'reactivation_not_allowed']);
    expect(await storedDocument('member', person.memberId)).toEqual(before);
    // Staying hidden is allowed.
    expect((await call(person.token, 'PATCH', `update-member/${person.memberId}/private`, { is_active: false, city: 'Montréal' }, hidden.body.etag as string)).status).toBe(200);
    const shown = await call('admin', 'PATCH', `update-member/${person.memberId}/private`, { is_active: true }, await etagOf('member', person.memberId));
    expect(shown.body).toMatchObject({ is_active: true, deactivated_by: null, last_active: null, city: 'Montréal' });
  });

  it('reserves date_joined to administrators (403 admin_only_field; the stored value is accepted); an administrator may change or clear it', async () => {
    const person = await newPerson();
    const before = await storedDocument('member', person.memberId);
    const refused = await call(person.token, 'PATCH', `update-member/${person.memberId}/private`, { date_joined: '2020-01-01' }, before?.etag as string);
    expect([refused.status, refused.body.code]).toEqual([403, 'admin_only_field']);
    expect(fieldCodes(refused)).toEqual(['date_joined:admin_only_field']);
    expect(await storedDocument('member', person.memberId)).toEqual(before);
    const same = await call(person.token, 'PATCH', `update-member/${person.memberId}/private`, { date_joined: TODAY }, before?.etag as string);
    expect([same.status, same.body.etag]).toEqual([200, before?.etag]);
    const changed = await call('admin', 'PATCH', `update-member/${person.memberId}/private`, { date_joined: '2020-01-01' }, before?.etag as string);
    expect(changed.body.date_joined).toBe('2020-01-01');
    const cleared = await call('admin', 'PATCH', `update-member/${person.memberId}/private`, { date_joined: null }, changed.body.etag as string);
    expect(cleared.body.date_joined).toBeNull();
  });

  it('reports every invalid field at once, needs the current version, and refuses other callers', async () => {
    const person = await newPerson();
    const before = await storedDocument('member', person.memberId);
    const version = before?.etag as string;
    const invalid = await call(
      person.token,
      'PATCH',
      `update-member/${person.memberId}/private`,
      { postal_code: 'x'.repeat(21), mobile_phone: 'call me', is_active: 'false', date_joined: '2023-02-29', city: 'Line\nbreak', last_active: null },
      version,
    );
    expect(fieldCodes(invalid)).toEqual([
      'postal_code:too_long',
      'mobile_phone:invalid_format',
      'is_active:invalid_type',
      'date_joined:invalid_format',
      'city:invalid_characters',
      'last_active:unknown_field',
    ]);
    expect((await call(person.token, 'PATCH', `update-member/${person.memberId}/private`, { city: 'X' })).status).toBe(428);
    expect((await call(person.token, 'PATCH', `update-member/${person.memberId}/private`, { city: 'X' }, 'stale')).status).toBe(412);
    expect(await storedDocument('member', person.memberId)).toEqual(before);
    expect((await call('admin', 'PATCH', 'update-member/no-such-member/private', { city: 'X' }, 'x')).status).toBe(404);
    expect((await call('member', 'PATCH', `update-member/${person.memberId}/private`, { city: 'X' }, version)).body.code).toBe('forbidden');
    expect((await call('guest', 'PATCH', `update-member/${person.memberId}/private`, { city: 'X' }, version)).body.code).toBe('forbidden');
  });
});

describe('PATCH /api/update-member/{id}/insight (spec 3-api §3.7.5)', () => {
  it("changes only the insight: If-Match is the insight's version, the ETag the member's", async () => {
    const person = await newPerson();
    const member = (await storedDocument('member', person.memberId)) as Json;
    const insight = (await storedDocument('insight', person.memberId)) as Json;
    const answer = await call(
      'admin',
      'PATCH',
      `update-member/${person.memberId}/insight`,
      { interview_date: '2026-01-15', dream: ' A network-wide data platform. ', admin_notes: 'Line one\r\nLine two' },
      insight.etag as string,
    );
    expect(answer.status).toBe(200);
    expect(Object.keys(answer.body).sort()).toEqual([...PRIVATE_KEYS, 'insight'].sort());
    expect(answer.headers.get('etag')).toBe(`"${String(member.etag)}"`);
    expect(answer.body.etag).toBe(member.etag);
    const saved = answer.body.insight as Json;
    expect(saved).toMatchObject({ member_id: person.memberId, interview_date: '2026-01-15', dream: 'A network-wide data platform.', admin_notes: 'Line one\nLine two', about_member: null });
    expect(saved.etag).not.toBe(insight.etag);
    expect(await storedDocument('member', person.memberId)).toEqual(member);
    expect(((await storedDocument('insight', person.memberId)) as Json).etag).toBe(saved.etag);
  });

  it('refuses the member themself and other non-administrators (403)', async () => {
    const person = await newPerson();
    const version = await etagOf('insight', person.memberId);
    expect((await call(person.token, 'PATCH', `update-member/${person.memberId}/insight`, { dream: 'x' }, version)).body.code).toBe('forbidden');
    expect((await call('member', 'PATCH', `update-member/${person.memberId}/insight`, { dream: 'x' }, version)).body.code).toBe('forbidden');
    expect((await call('visitor', 'PATCH', `update-member/${person.memberId}/insight`, { dream: 'x' }, version)).status).toBe(401);
    expect(((await storedDocument('insight', person.memberId)) as Json).dream).toBeNull();
  });

  it("reports invalid fields, refuses the member's version (412) and a missing one (428), and answers 404", async () => {
    const person = await newPerson();
    const before = await storedDocument('insight', person.memberId);
    const invalid = await call('admin', 'PATCH', `update-member/${person.memberId}/insight`, { interview_date: '15/01/2026', about_member: 'x'.repeat(4001), member_id: 'x' }, before?.etag as string);
    expect(fieldCodes(invalid)).toEqual(['interview_date:invalid_format', 'about_member:too_long', 'member_id:unknown_field']);
    const memberVersion = await call('admin', 'PATCH', `update-member/${person.memberId}/insight`, { dream: 'x' }, await etagOf('member', person.memberId));
    expect([memberVersion.status, memberVersion.body.code]).toEqual([412, 'stale_version']);
    expect((await call('admin', 'PATCH', `update-member/${person.memberId}/insight`, { dream: 'x' })).status).toBe(428);
    expect(await storedDocument('insight', person.memberId)).toEqual(before);
    expect((await call('admin', 'PATCH', 'update-member/no-such-member/insight', { dream: 'x' }, 'x')).status).toBe(404);
  });
});
