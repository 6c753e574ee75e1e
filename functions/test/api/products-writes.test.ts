import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callerFor, countOf, fieldCodes, type Json, mentionsOf, signInAll, storedDocument, versionOf } from './support';

/**
 * The product write routes (spec 3-api §3.8): register-product, update-product public, private
 * and admin, delete-product, and the author suggestions of the registration answer (§3.14.5,
 * spec 6-data-and-beyond §6.1.12 item 5). Every test works on products it creates; demo products
 * are only read.
 */

type Who = 'admin' | 'olivier' | 'member' | 'guest' | 'newcomer' | 'visitor';

const ROLES: Exclude<Who, 'visitor'>[] = ['admin', 'olivier', 'member', 'guest', 'newcomer'];
const tokens: Partial<Record<Who, string>> = {};

const ERIC = 'member-eric-levesque';
const CLAIRE = 'member-claire-dubois-martin';
const PRIVATE_KEYS = [
  'id', 'title_en', 'title_fr', 'publish_date', 'all_author', 'doi', 'product_type', 'note', 'member_authors', 'partners',
  'targets', 'events', 'on_going', 'peer_reviewed', 'topics', 'created_at', 'updated_at', 'updated_by', 'etag',
];

const call = callerFor(tokens);

const stored = (id: string, pk = 'product') => storedDocument(pk, id);
const version = (id: string) => versionOf('product', id);

const created: string[] = [];
async function register(body: Json = {}, who: Who = 'admin'): Promise<Json> {
  const answer = await call(who, 'POST', 'register-product', { title_en: `Test product ${created.length + 1}`, all_author: 'Test, A.', ...body });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  created.push(answer.body.id as string);
  return answer.body;
}

/** "text → confidence: ids" for each suggestion of an answer. */
function suggestions(answer: Json): string[] {
  return (answer.author_suggestions as { text: string; confidence: string; candidates: { id: string }[] }[]).map(
    (s) => `${s.text} → ${s.confidence}: ${s.candidates.map((c) => c.id).join(', ')}`,
  );
}

beforeAll(async () => {
  Object.assign(tokens, await signInAll(ROLES));
});

afterAll(async () => {
  for (const id of created) await call('admin', 'DELETE', `delete-product/${id}`);
});

describe('POST /api/register-product (spec 3-api §3.8.2)', () => {
  it('registers a product for a member: 201, the private detail with author suggestions, Location, ETag, no-store', async () => {
    const answer = await call('member', 'POST', 'register-product', {
      title_en: '  Winter walking in three cities ',
      title_fr: 'La marche en hiver',
      publish_date: '2025-02-01',
      all_author: 'Éric Lévesque;\r\nSmith J.;  Paul   Durand',
      doi: 'https://doi.org/10.5555/Test.Products.001',
      product_type_id: 'product-type-dataset',
      note: 'An abstract.',
      on_going: true,
      peer_reviewed: false,
      member_author_ids: [ERIC, CLAIRE],
      partner_ids: ['org-lakeview-health'],
      target_ids: ['target-researchers', 'target-media'],
      topic_ids: [],
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    const id = answer.body.id as string;
    created.push(id);
    expect(Object.keys(answer.body).sort()).toEqual([...PRIVATE_KEYS, 'author_suggestions'].sort());
    expect(answer.body).toMatchObject({
      title_en: 'Winter walking in three cities',
      title_fr: 'La marche en hiver',
      publish_date: '2025-02-01',
      all_author: 'Éric Lévesque;\nSmith J.;  Paul   Durand',
      doi: '10.5555/Test.Products.001',
      product_type: { id: 'product-type-dataset', name_en: 'Dataset', name_fr: 'Jeu de données', retired: false },
      note: 'An abstract.',
      on_going: true,
      peer_reviewed: false,
      member_authors: [
        { id: ERIC, first_name: 'Éric', last_name: 'Lévesque', is_active: true },
        { id: CLAIRE, first_name: 'Claire', last_name: 'Dubois-Martin', is_active: true },
      ],
      partners: [{ id: 'org-lakeview-health', name_en: 'Lakeview Regional Health Authority' }],
      targets: [{ id: 'target-researchers' }, { id: 'target-media' }],
      topics: [],
      events: [],
      updated_by: 'account-eric-levesque',
    });
    expect(suggestions(answer.body)).toEqual([
      `Éric Lévesque → exact: ${ERIC}`,
      'Smith J. → ambiguous: member-jennifer-smith, member-john-smith',
    ]);
    expect(answer.headers.get('location')).toBe(`/api/product/${id}/private`);
    expect(answer.headers.get('etag')).toBe(`"${String(answer.body.etag)}"`);
    expect(answer.headers.get('cache-control')).toBe('no-store');

    const document = (await stored(id)) as Json;
    expect(document.member_refs).toEqual({
      [ERIC]: { first_name: 'Éric', last_name: 'Lévesque', is_active: true },
      [CLAIRE]: { first_name: 'Claire', last_name: 'Dubois-Martin', is_active: true },
    });
    expect(document).not.toHaveProperty('author_suggestions');
    const { author_suggestions: _omitted, ...detail } = answer.body;
    expect(await call('member', 'GET', `product/${id}/private`)).toMatchObject({ status: 200, body: detail });
    expect((await call('visitor', 'GET', `member/${ERIC}/public`)).body.products).toContainEqual({ id, title_en: 'Winter walking in three cities', title_fr: 'La marche en hiver' });
    expect((await call('visitor', 'GET', 'partner/org-lakeview-health/public')).body.products).toContainEqual(expect.objectContaining({ id }));
  });

  it('fills the defaults and links nobody from the text', async () => {
    const product = await register({ title_en: null, title_fr: 'Rapport', all_author: 'Claire Dubois-Martin' }, 'member');
    expect(product).toMatchObject({
      title_en: null,
      publish_date: null,
      doi: null,
      product_type: null,
      note: null,
      on_going: false,
      peer_reviewed: false,
      member_authors: [],
      partners: [],
      targets: [],
      topics: [],
    });
    expect(suggestions(product)).toEqual([`Claire Dubois-Martin → exact: ${CLAIRE}`]);
    expect(((await stored(product.id as string)) as Json).member_refs).toEqual({});
  });

  it('links an inactive member when asked (an authorship stays a fact), with an exact copy', async () => {
    const product = await register({ member_author_ids: ['member-giulia-rossi'] }, 'member');
    expect(product.member_authors).toEqual([{ id: 'member-giulia-rossi', first_name: 'Giulia', last_name: 'Rossi', is_active: false }]);
    expect(((await stored(product.id as string)) as Json).member_refs).toEqual({
      'member-giulia-rossi': { first_name: 'Giulia', last_name: 'Rossi', is_active: false },
    });
  });

  it('lets administrators set topics, with or without a member record', async () => {
    const product = await register({ topic_ids: ['topic-healthy-aging'] }, 'olivier');
    expect(product.topics).toEqual([{ id: 'topic-healthy-aging', name_en: 'Healthy aging', name_fr: 'Vieillissement en santé', retired: false }]);
    expect(product.updated_by).toBe('account-olivier-roy');
  });

  it('refuses topics from a member with 403 admin_only_field, after validation, writing nothing', async () => {
    const before = await countOf('product');
    const refused = await call('member', 'POST', 'register-product', { title_en: 'Mine', all_author: 'X', topic_ids: ['topic-healthy-aging'] });
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('admin_only_field');
    expect(refused.body.errors).toEqual([{ field: 'topic_ids', code: 'admin_only_field', message: 'Only an administrator can change this field.' }]);
    const invalid = await call('member', 'POST', 'register-product', { title_en: 'Mine', all_author: '', topic_ids: ['topic-healthy-aging'] });
    expect(invalid.status).toBe(400);
    expect(fieldCodes(invalid)).toEqual(['all_author:required']);
    expect(await countOf('product')).toBe(before);
  });

  it.each([
    ['visitor', 401, 'authentication_required'],
    ['newcomer', 403, 'account_not_registered'],
    ['guest', 403, 'forbidden'],
  ] as const)('refuses the %s with %i %s and writes nothing', async (who, status, code) => {
    const before = await countOf('product');
    const answer = await call(who, 'POST', 'register-product', { title_en: 'Refused', all_author: 'X' });
    expect(answer.status).toBe(status);
    expect(answer.body.code).toBe(code);
    expect(await countOf('product')).toBe(before);
  });

  it.each([
    ['no title and no author text', { note: 'x' }, ['title_en:one_language_required', 'title_fr:one_language_required', 'all_author:required']],
    ['server, derived and embedded fields', { title_en: 'X', all_author: 'X', id: 'mine', etag: 'v', member_authors: [], events: [] }, ['id:unknown_field', 'etag:unknown_field', 'member_authors:unknown_field', 'events:unknown_field']],
    [
      'bad values',
      { title_en: 'x'.repeat(501), all_author: 'a\u0007b', doi: 'doi 10.1000/x', publish_date: '2024-2-3', on_going: 'true', peer_reviewed: null, note: 'n'.repeat(2001) },
      ['title_en:too_long', 'all_author:invalid_characters', 'doi:invalid_format', 'publish_date:invalid_format', 'on_going:invalid_type', 'peer_reviewed:invalid_type', 'note:too_long'],
    ],
    [
      'unknown links of every kind',
      {
        title_en: 'X',
        all_author: 'X',
        product_type_id: 'target-media',
        member_author_ids: [ERIC, 'member-nobody'],
        partner_ids: ['product-01'],
        target_ids: ['topic-healthy-aging'],
        topic_ids: ['target-media'],
      },
      ['product_type_id:unknown_reference', 'member_author_ids[1]:unknown_reference', 'partner_ids[0]:unknown_reference', 'target_ids[0]:unknown_reference', 'topic_ids[0]:unknown_reference'],
    ],
    [
      'malformed lists',
      { title_en: 'X', all_author: 'X', member_author_ids: null, partner_ids: ['org-lakeview-health', 'org-lakeview-health'], target_ids: 'target-media', topic_ids: Array.from({ length: 21 }, (_, i) => `t${i}`), product_type_id: '../x' },
      ['member_author_ids:invalid_type', 'partner_ids[1]:duplicate_item', 'target_ids:invalid_type', 'topic_ids:too_many', 'product_type_id:invalid_format'],
    ],
  ])('answers 400 for %s with every error, writing nothing', async (_label, body, errors) => {
    const before = await countOf('product');
    const answer = await call('admin', 'POST', 'register-product', body);
    expect(answer.status).toBe(400);
    expect(answer.body.code).toBe('validation_failed');
    expect(fieldCodes(answer)).toEqual(errors);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(await countOf('product')).toBe(before);
  });

  it('refuses a DOI already registered, compared without case or prefix: 409 not_unique on doi', async () => {
    const before = await countOf('product');
    const answer = await call('member', 'POST', 'register-product', { title_en: 'Twice', all_author: 'X', doi: 'doi:10.5555/ARN.2024.001' });
    expect(answer.status).toBe(409);
    expect(answer.body.code).toBe('conflict_duplicate');
    expect(answer.body.errors).toEqual([{ field: 'doi', code: 'not_unique', message: 'A product with this DOI is already registered.' }]);
    expect(await countOf('product')).toBe(before);
  });

  it('claims no DOI when the registration fails', async () => {
    expect((await call('admin', 'POST', 'register-product', { title_en: 'X', all_author: '', doi: '10.5555/test.products.unclaimed' })).status).toBe(400);
    await register({ doi: '10.5555/test.products.unclaimed' });
  });
});

describe('author suggestions of the registration answer on the demo members (spec 6-data-and-beyond §6.1.12 item 5)', () => {
  it('product 04: "Lévesque" and "Nguyen" each fit two members', async () => {
    const product = await register({ all_author: 'Lévesque; Nguyen; Al-Mansouri, A.; Cohen D' });
    expect(suggestions(product)).toEqual([
      'Lévesque → ambiguous: member-eric-levesque, member-jean-pierre-levesque',
      'Nguyen → ambiguous: member-minh-anh-nguyen, member-thu-ha-nguyen',
      'Al-Mansouri, A. → probable: member-aisha-al-mansouri',
      'Cohen D → probable: member-daniel-cohen',
    ]);
    expect((product.author_suggestions as Json[])[0]).toEqual({
      text: 'Lévesque',
      candidates: [
        { id: 'member-eric-levesque', first_name: 'Éric', last_name: 'Lévesque', is_active: true },
        { id: 'member-jean-pierre-levesque', first_name: 'Jean-Pierre', last_name: 'Lévesque', is_active: true },
      ],
      confidence: 'ambiguous',
    });
    expect(product.member_authors).toEqual([]);
  });

  it('product 01: "Smith J." offers John and Jennifer Smith', async () => {
    const product = await register({ all_author: 'Lévesque, É.; Dubois-Martin, C.; Okafor, N.; Smith J.' });
    expect(suggestions(product)).toEqual([
      'Lévesque, É. → probable: member-eric-levesque',
      'Dubois-Martin, C. → probable: member-claire-dubois-martin',
      'Smith J. → ambiguous: member-jennifer-smith, member-john-smith',
    ]);
  });

  it('product 08: suggests Thu Ha Nguyen, and nobody for Paul Smith, Kevin Nguyen or Anne Tremblay', async () => {
    const text = [
      'Jennifer Smith', 'Rajesh Iyer', 'Thu Ha Nguyen', 'Emily Clarke', 'Paul Smith', 'Claire Dubois-Martin', 'Kevin Nguyen',
      'Anne Tremblay', 'Yuki Tanaka', 'Sven Lindqvist', 'Chloé Girard', 'Oluwaseun Adeyemi', 'Brigitte Paquette', 'Hamid Rezaei',
      'Aoife Byrne', 'Jean-Luc Marchand', 'Priyanka Sharma', 'Carlos Mendoza', 'Ingrid Johansson', 'Mohammed Al-Sayed',
      'Nadia Benjelloun', 'Robert MacLeod', 'Sun-hee Park', 'Pierre-Olivier Caron', 'Julie Desrosiers',
    ].join(', ');
    expect((await stored('product-08')) as Json).toMatchObject({ all_author: text });
    const product = await register({ all_author: text, member_author_ids: ['member-jennifer-smith', CLAIRE] });
    expect(suggestions(product)).toEqual([
      'Jennifer Smith → exact: member-jennifer-smith',
      'Thu Ha Nguyen → exact: member-thu-ha-nguyen',
      'Claire Dubois-Martin → exact: member-claire-dubois-martin',
    ]);
  });

  it('suggests active members only', async () => {
    // Louis Ouellet (#22) is inactive.
    expect(suggestions(await register({ all_author: 'Louis Ouellet; Ouellet' }))).toEqual([]);
  });
});

describe('PATCH /api/update-product/{id}/public (spec 3-api §3.8.3)', () => {
  let own: string;
  let other: string;

  beforeAll(async () => {
    own = (await register({ title_en: 'Owned by Éric', member_author_ids: [ERIC], target_ids: ['target-media'], doi: '10.5555/test.products.own' })).id as string;
    other = (await register({ title_en: 'Owned by Claire', member_author_ids: [CLAIRE] })).id as string;
  });

  it('lets a member author change the public data and links: 200, the private detail, ETag, exact member copies', async () => {
    const answer = await call(
      'member',
      'PATCH',
      `update-product/${own}/public`,
      { title_fr: 'À Éric', all_author: 'Lévesque É; Dubois-Martin C', member_author_ids: [CLAIRE, ERIC], partner_ids: ['org-lakeview-health'], target_ids: [] },
      await version(own),
    );
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(Object.keys(answer.body).sort()).toEqual([...PRIVATE_KEYS].sort());
    expect(answer.body).toMatchObject({
      title_en: 'Owned by Éric',
      title_fr: 'À Éric',
      all_author: 'Lévesque É; Dubois-Martin C',
      member_authors: [{ id: CLAIRE }, { id: ERIC }],
      partners: [{ id: 'org-lakeview-health' }],
      targets: [],
      updated_by: 'account-eric-levesque',
    });
    expect(answer.headers.get('etag')).toBe(`"${String(answer.body.etag)}"`);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    const document = (await stored(own)) as Json;
    expect(document.etag).toBe(answer.body.etag);
    expect(document.member_refs).toEqual({
      [CLAIRE]: { first_name: 'Claire', last_name: 'Dubois-Martin', is_active: true },
      [ERIC]: { first_name: 'Éric', last_name: 'Lévesque', is_active: true },
    });
  });

  it('lets an administrator who is not an author edit', async () => {
    const answer = await call('olivier', 'PATCH', `update-product/${other}/public`, { publish_date: '2020-01-02' }, await version(other));
    expect(answer.status).toBe(200);
    expect(answer.body.publish_date).toBe('2020-01-02');
  });

  it('refuses a member who is not an author (403 after validation), a registered account and a visitor, writing nothing', async () => {
    const before = await stored(other);
    const notAuthor = await call('member', 'PATCH', `update-product/${other}/public`, { note: 'Mine' }, await version(other));
    expect(notAuthor.status).toBe(403);
    expect(notAuthor.body.code).toBe('forbidden');
    const invalid = await call('member', 'PATCH', `update-product/${other}/public`, { publish_date: 'soon' }, await version(other));
    expect(invalid.status).toBe(400);
    expect((await call('guest', 'PATCH', `update-product/${other}/public`, { note: 'Mine' }, await version(other))).status).toBe(403);
    expect((await call('newcomer', 'PATCH', `update-product/${other}/public`, { note: 'Mine' }, await version(other))).body.code).toBe('account_not_registered');
    expect((await call('visitor', 'PATCH', `update-product/${other}/public`, { note: 'Mine' }, await version(other))).status).toBe(401);
    expect(await stored(other)).toEqual(before);
  });

  it.each([
    ['both titles cleared', { title_en: '', title_fr: null }, ['title_en:one_language_required', 'title_fr:one_language_required']],
    ['the author text cleared', { all_author: '   ' }, ['all_author:required']],
    ['fields of other routes', { on_going: true, topic_ids: [], member_authors: [] }, ['on_going:unknown_field', 'topic_ids:unknown_field', 'member_authors:unknown_field']],
    ['a bad DOI and links', { doi: '10.12/abc', product_type_id: 'topic-healthy-aging', member_author_ids: ['member-nobody'], partner_ids: 'org-lakeview-health' }, ['doi:invalid_format', 'product_type_id:unknown_reference', 'member_author_ids[0]:unknown_reference', 'partner_ids:invalid_type']],
  ])('answers 400 for %s, the product unchanged', async (_label, body, errors) => {
    const before = await stored(own);
    const answer = await call('member', 'PATCH', `update-product/${own}/public`, body, await version(own));
    expect(answer.status).toBe(400);
    expect(fieldCodes(answer)).toEqual(errors);
    expect(await stored(own)).toEqual(before);
  });

  it('checks the title pair against the stored titles', async () => {
    const product = await register({ title_en: 'English only' });
    const id = product.id as string;
    const answer = await call('admin', 'PATCH', `update-product/${id}/public`, { title_en: null }, `"${String(product.etag)}"`);
    expect(fieldCodes(answer)).toEqual(['title_en:one_language_required', 'title_fr:one_language_required']);
    const swap = await call('admin', 'PATCH', `update-product/${id}/public`, { title_en: null, title_fr: 'Français seulement' }, `"${String(product.etag)}"`);
    expect(swap.status).toBe(200);
  });

  it('refuses a DOI of another product with 409, and releases the old DOI when it changes', async () => {
    const before = await stored(own);
    const taken = await call('member', 'PATCH', `update-product/${own}/public`, { doi: 'https://dx.doi.org/10.5555/ARN.2022.009' }, await version(own));
    expect(taken.status).toBe(409);
    expect(fieldCodes(taken)).toEqual(['doi:not_unique']);
    expect(await stored(own)).toEqual(before);

    const recase = await call('member', 'PATCH', `update-product/${own}/public`, { doi: '10.5555/TEST.products.OWN' }, await version(own));
    expect(recase.status).toBe(200);
    expect(recase.body.doi).toBe('10.5555/TEST.products.OWN');
    const moved = await call('member', 'PATCH', `update-product/${own}/public`, { doi: '10.5555/test.products.moved' }, await version(own));
    expect(moved.status).toBe(200);
    await register({ doi: '10.5555/test.products.own' });
    expect((await call('admin', 'POST', 'register-product', { title_en: 'X', all_author: 'X', doi: '10.5555/test.products.moved' })).status).toBe(409);
  });

  it('writes nothing for an update that changes nothing', async () => {
    const before = (await stored(own)) as Json;
    const answer = await call('member', 'PATCH', `update-product/${own}/public`, { title_en: before.title_en, member_author_ids: before.member_author_ids }, `"${String(before.etag)}"`);
    expect(answer.status).toBe(200);
    expect(answer.body.etag).toBe(before.etag);
    expect(answer.headers.get('etag')).toBe(`"${String(before.etag)}"`);
    expect(await stored(own)).toEqual(before);
  });

  it('requires the version: 428 without If-Match, 412 when stale, nothing written', async () => {
    const before = await stored(own);
    const missing = await call('member', 'PATCH', `update-product/${own}/public`, { note: 'Changed' });
    expect(missing.status).toBe(428);
    expect(missing.body.code).toBe('version_required');
    const stale = await call('member', 'PATCH', `update-product/${own}/public`, { note: 'Changed' }, '"stale-version"');
    expect(stale.status).toBe(412);
    expect(stale.body.code).toBe('stale_version');
    expect(await stored(own)).toEqual(before);
  });

  it('of two writers holding the same version, one wins and the other gets 412', async () => {
    const held = await version(own);
    const [first, second] = await Promise.all([
      call('member', 'PATCH', `update-product/${own}/public`, { note: 'Writer one' }, held),
      call('admin', 'PATCH', `update-product/${own}/private`, { on_going: true }, held),
    ]);
    expect([first.status, second.status].sort()).toEqual([200, 412]);
    const winner = first.status === 200 ? first : second;
    expect(await stored(own)).toMatchObject({ note: winner.body.note, on_going: winner.body.on_going, etag: winner.body.etag });
  });

  it('answers 404 for an unknown id, after validation', async () => {
    expect((await call('admin', 'PATCH', 'update-product/product-nowhere/public', { note: 'x' }, '"v"')).status).toBe(404);
    expect((await call('admin', 'PATCH', 'update-product/product-nowhere/public', { doi: 'x' }, '"v"')).status).toBe(400);
  });

  it('a member author who removes themself loses the right to edit', async () => {
    const id = (await register({ member_author_ids: [ERIC] })).id as string;
    expect((await call('member', 'PATCH', `update-product/${id}/public`, { member_author_ids: [CLAIRE] }, await version(id))).status).toBe(200);
    expect((await call('member', 'PATCH', `update-product/${id}/public`, { member_author_ids: [ERIC] }, await version(id))).status).toBe(403);
  });
});

describe('PATCH /api/update-product/{id}/private (spec 3-api §3.8.4)', () => {
  let own: string;
  let other: string;
  beforeAll(async () => {
    own = (await register({ member_author_ids: [ERIC] })).id as string;
    other = (await register({ member_author_ids: [CLAIRE] })).id as string;
  });

  it('lets a member author set the flags', async () => {
    const answer = await call('member', 'PATCH', `update-product/${own}/private`, { peer_reviewed: true, on_going: true }, await version(own));
    expect(answer.status).toBe(200);
    expect(Object.keys(answer.body).sort()).toEqual([...PRIVATE_KEYS].sort());
    expect(answer.body).toMatchObject({ peer_reviewed: true, on_going: true });
    expect(answer.headers.get('etag')).toBe(`"${String(answer.body.etag)}"`);
    expect(await stored(own)).toMatchObject({ peer_reviewed: true, on_going: true, etag: answer.body.etag });
  });

  it('refuses bad values, other fields, a stale or missing version, and other callers, writing nothing', async () => {
    const before = await stored(own);
    const invalid = await call('member', 'PATCH', `update-product/${own}/private`, { peer_reviewed: 'yes', on_going: null, note: 'x' }, await version(own));
    expect(fieldCodes(invalid)).toEqual(['peer_reviewed:invalid_type', 'on_going:invalid_type', 'note:unknown_field']);
    expect((await call('member', 'PATCH', `update-product/${own}/private`, { on_going: false })).status).toBe(428);
    expect((await call('member', 'PATCH', `update-product/${own}/private`, { on_going: false }, '"stale"')).status).toBe(412);
    const notAuthor = await call('member', 'PATCH', `update-product/${other}/private`, { on_going: true }, await version(other));
    expect(notAuthor.status).toBe(403);
    expect((await call('guest', 'PATCH', `update-product/${own}/private`, { on_going: false }, await version(own))).status).toBe(403);
    expect((await call('visitor', 'PATCH', `update-product/${own}/private`, { on_going: false }, await version(own))).status).toBe(401);
    expect((await call('admin', 'PATCH', 'update-product/product-nowhere/private', { on_going: false }, '"v"')).status).toBe(404);
    expect(await stored(own)).toEqual(before);
  });
});

describe('PATCH /api/update-product/{id}/admin (spec 3-api §3.8.5)', () => {
  let own: string;
  beforeAll(async () => {
    own = (await register({ member_author_ids: [ERIC] })).id as string;
  });

  it('lets administrators set the topics', async () => {
    const answer = await call('admin', 'PATCH', `update-product/${own}/admin`, { topic_ids: ['topic-mental-health', 'topic-healthy-aging'] }, await version(own));
    expect(answer.status).toBe(200);
    expect(Object.keys(answer.body).sort()).toEqual([...PRIVATE_KEYS].sort());
    expect((answer.body.topics as Json[]).map((t) => t.id)).toEqual(['topic-mental-health', 'topic-healthy-aging']);
    expect(answer.headers.get('etag')).toBe(`"${String(answer.body.etag)}"`);
  });

  it('refuses every caller who is not an administrator, member authors included, writing nothing', async () => {
    const before = await stored(own);
    for (const [who, status] of [['member', 403], ['guest', 403], ['newcomer', 403], ['visitor', 401]] as const) {
      expect((await call(who, 'PATCH', `update-product/${own}/admin`, { topic_ids: [] }, await version(own))).status, who).toBe(status);
    }
    expect(await stored(own)).toEqual(before);
  });

  it('refuses bad topics, other fields and a stale or missing version, writing nothing', async () => {
    const before = await stored(own);
    const invalid = await call('admin', 'PATCH', `update-product/${own}/admin`, { topic_ids: ['target-media', 'topic-nowhere'], title_en: 'x' }, await version(own));
    expect(fieldCodes(invalid)).toEqual(['topic_ids[0]:unknown_reference', 'topic_ids[1]:unknown_reference', 'title_en:unknown_field']);
    expect((await call('admin', 'PATCH', `update-product/${own}/admin`, { topic_ids: null }, await version(own))).status).toBe(400);
    expect((await call('admin', 'PATCH', `update-product/${own}/admin`, { topic_ids: [] })).status).toBe(428);
    expect((await call('admin', 'PATCH', `update-product/${own}/admin`, { topic_ids: [] }, '"stale"')).status).toBe(412);
    expect((await call('admin', 'PATCH', 'update-product/product-nowhere/admin', { topic_ids: [] }, '"v"')).status).toBe(404);
    expect(await stored(own)).toEqual(before);
  });
});

describe('DELETE /api/delete-product/{id} (spec 3-api §3.8.6)', () => {
  it('lets a member author delete: the product leaves every event and its DOI is released, nothing names it afterwards', async () => {
    const product = (await register({ member_author_ids: [ERIC], partner_ids: ['org-lakeview-health'], doi: '10.5555/test.products.doomed' })).id as string;
    const other = (await register({ title_en: 'Survivor' })).id as string;
    const event = await call('admin', 'POST', 'register-event', { name_en: 'Event with results', resulting_product_ids: [product, other] });
    expect(event.status).toBe(201);
    const eventId = event.body.id as string;
    const eventBefore = (await stored(eventId, 'event')) as Json;
    expect((await call('visitor', 'GET', `product/${product}/public`)).body.events).toEqual([expect.objectContaining({ id: eventId })]);

    const before = await stored(product);
    expect((await call('guest', 'DELETE', `delete-product/${product}`)).status).toBe(403);
    expect((await call('visitor', 'DELETE', `delete-product/${product}`)).status).toBe(401);
    expect((await call('member', 'DELETE', `delete-product/${other}`)).status).toBe(403);
    expect((await call('member', 'DELETE', `delete-product/${product}`, undefined, '"stale-version"')).status).toBe(412);
    expect(await stored(product)).toEqual(before);
    expect(await stored(eventId, 'event')).toEqual(eventBefore);

    const answer = await call('member', 'DELETE', `delete-product/${product}`);
    expect(answer.status).toBe(204);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(await stored(product)).toBeUndefined();
    const eventAfter = (await stored(eventId, 'event')) as Json;
    expect(eventAfter.resulting_product_ids).toEqual([other]);
    expect(eventAfter.etag).not.toBe(eventBefore.etag);
    expect(eventAfter.updated_by).toBe('account-eric-levesque');
    expect(await mentionsOf(product)).toEqual([]);
    expect((await call('visitor', 'GET', 'all-product-titles')).body).not.toContainEqual(expect.objectContaining({ id: product }));
    expect((await call('visitor', 'GET', `member/${ERIC}/public`)).body.products).not.toContainEqual(expect.objectContaining({ id: product }));
    await register({ doi: '10.5555/test.products.doomed' });

    expect((await call('member', 'DELETE', `delete-product/${product}`)).status).toBe(404);
    expect((await call('admin', 'DELETE', `delete-event/${eventId}`)).status).toBe(204);
  });

  it('lets an administrator delete with the current version, and answers 404 for an unknown id', async () => {
    const id = (await register()).id as string;
    expect((await call('admin', 'DELETE', `delete-product/${id}`, undefined, await version(id))).status).toBe(204);
    expect(await stored(id)).toBeUndefined();
    expect((await call('admin', 'DELETE', 'delete-product/product-nowhere')).status).toBe(404);
    expect((await call('admin', 'DELETE', 'delete-product/not..valid')).status).toBe(404);
  });
});
