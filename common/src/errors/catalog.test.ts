import { describe, expect, it } from 'vitest';
import {
  FIELD_CODES,
  FORMAT_MESSAGES,
  KEYWORD_IN_USE_MESSAGE,
  NOT_UNIQUE_MESSAGES,
  REQUEST_CODES,
  STATUS_TITLES,
  fieldMessage,
  isFieldCode,
  isRequestCode,
  requestMessage,
} from './catalog';
import { fieldError } from './field-error';
import { problemDocument } from './problem';

const NBSP = '\u00A0';

describe('request codes', () => {
  it('has the 28 codes of §3.2.2 with the reason phrase of their status', () => {
    expect(Object.keys(REQUEST_CODES)).toHaveLength(28);
    for (const entry of Object.values(REQUEST_CODES)) {
      expect(entry.title).toBe(STATUS_TITLES[entry.status]);
    }
  });

  it.each([
    ['invalid_json', 400, 'Bad Request'],
    ['authentication_required', 401, 'Unauthorized'],
    ['forbidden', 403, 'Forbidden'],
    ['not_found', 404, 'Not Found'],
    ['method_not_allowed', 405, 'Method Not Allowed'],
    ['conflict_duplicate', 409, 'Conflict'],
    ['stale_version', 412, 'Precondition Failed'],
    ['payload_too_large', 413, 'Content Too Large'],
    ['unsupported_media_type', 415, 'Unsupported Media Type'],
    ['version_required', 428, 'Precondition Required'],
    ['too_many_requests', 429, 'Too Many Requests'],
    ['internal_error', 500, 'Internal Server Error'],
    ['service_unavailable', 503, 'Service Unavailable'],
  ] as const)('%s answers %i %s', (code, status, title) => {
    expect(REQUEST_CODES[code]).toMatchObject({ status, title });
  });

  it('has no French message where the spec says "Not shown"', () => {
    const notShown = Object.entries(REQUEST_CODES)
      .filter(([, entry]) => entry.fr === null)
      .map(([code]) => code)
      .sort();
    expect(notShown).toEqual([
      'authentication_required',
      'doi_lookup_unavailable',
      'doi_not_found',
      'invalid_token',
      'too_many_requests',
    ]);
  });

  it('fills {usage} of entry_in_use in both languages', () => {
    expect(requestMessage('entry_in_use', 'en', { usage: '2 members, 1 supervision' })).toBe(
      'This entry is used by 2 members, 1 supervision and cannot be deleted. Retire it instead.',
    );
    expect(requestMessage('entry_in_use', 'fr', { usage: '2 membres' })).toBe(
      'Cette entrée est utilisée par 2 membres et ne peut pas être supprimée. Mettez-la plutôt hors service.',
    );
    expect(requestMessage('invalid_token', 'fr')).toBeNull();
    expect(KEYWORD_IN_USE_MESSAGE.en.replace('{count}', '3')).toBe(
      'This keyword is still used by 3 members. Remove it from their profiles first.',
    );
  });

  it('recognises its codes only', () => {
    expect(isRequestCode('stale_version')).toBe(true);
    expect(isRequestCode('toString')).toBe(false);
    expect(isRequestCode(42)).toBe(false);
    expect(isFieldCode('too_long')).toBe(true);
    expect(isFieldCode('stale_version')).toBe(false);
  });
});

describe('field messages', () => {
  it.each([
    ['required', {}, 'Required', 'Requis'],
    ['too_long', { max: 100 }, 'Maximum 100 characters', '100 caractères au maximum'],
    ['too_many', { max: 20 }, 'Maximum 20', '20 au maximum'],
    ['invalid_format', { format: 'email' }, 'Invalid e-mail address', 'Adresse courriel invalide'],
    ['invalid_format', { format: 'id' }, 'Invalid identifier', 'Identifiant invalide'],
    [
      'invalid_format',
      { format: 'date' },
      'Invalid date (expected YYYY-MM-DD)',
      `Date invalide (format attendu${NBSP}: AAAA-MM-JJ)`,
    ],
    [
      'date_order',
      { after: 'start_date' },
      'This date cannot be earlier than “start_date”.',
      `Cette date ne peut pas être antérieure à «${NBSP}start_date${NBSP}».`,
    ],
    [
      'one_language_required',
      { other: 'title_fr' },
      'Provide at least one language.',
      'Fournissez au moins une langue.',
    ],
  ] as const)('%s %j', (code, params, en, fr) => {
    expect(fieldMessage(code, params, 'en')).toBe(en);
    expect(fieldMessage(code, params, 'fr')).toBe(fr);
  });

  it('writes a non-breaking space before the colon of every French format message', () => {
    for (const format of ['doi', 'orcid', 'date'] as const) {
      expect(FORMAT_MESSAGES[format].fr).toContain(`${NBSP}:`);
      expect(FORMAT_MESSAGES[format].fr).not.toContain(' :');
    }
    for (const message of Object.values(FIELD_CODES)) expect(message.fr).not.toMatch(/ [:;!?»]|« /);
  });

  it('gives not_unique the message of its entity and field', () => {
    expect(fieldMessage('not_unique', { entity: 'member', field: 'orcid' }, 'en')).toBe(
      'This ORCID iD is already used by another member.',
    );
    expect(fieldMessage('not_unique', { entity: 'keyword', field: 'name_fr' }, 'fr')).toBe(
      'Ce mot-clé existe déjà.',
    );
    expect(fieldMessage('not_unique', { entity: 'organization', field: 'name_en' }, 'en')).toBe(
      'This partner is already registered.',
    );
    expect(Object.keys(NOT_UNIQUE_MESSAGES)).toHaveLength(9);
    // Without a known entity and field, the general duplicate message.
    expect(fieldMessage('not_unique', undefined, 'en')).toBe('A record with the same value already exists.');
  });

  it('builds field errors with the English message and only the params given', () => {
    expect(fieldError('keyword_ids', 'too_many', { max: 20 })).toEqual({
      field: 'keyword_ids',
      code: 'too_many',
      message: 'Maximum 20',
      params: { max: 20 },
    });
    expect(fieldError('member_author_ids[4]', 'duplicate_item')).toEqual({
      field: 'member_author_ids[4]',
      code: 'duplicate_item',
      message: 'This item is listed twice.',
    });
    expect(fieldError('login_email', 'not_unique', undefined, 'account').message).toBe(
      'This e-mail is already registered.',
    );
  });
});

describe('problem documents', () => {
  it('carries type, title, status, detail, code and instance', () => {
    const errors = [fieldError('title_en', 'one_language_required', { other: 'title_fr' })];
    expect(problemDocument('validation_failed', '/api/register-product', { errors })).toEqual({
      type: 'urn:portal:problem:validation_failed',
      title: 'Bad Request',
      status: 400,
      detail: 'Some fields are invalid. Correct them and try again.',
      code: 'validation_failed',
      instance: '/api/register-product',
      errors: [
        {
          field: 'title_en',
          code: 'one_language_required',
          message: 'Provide at least one language.',
          params: { other: 'title_fr' },
        },
      ],
    });
  });

  it('completes the entry_in_use detail and carries usage', () => {
    const usage = { total: 3, by_kind: [{ kind: 'member', count: 2 }, { kind: 'supervision', count: 1 }] };
    const problem = problemDocument('entry_in_use', '/api/delete-reference/faculty/f1', {
      usage,
      usageText: '2 members, 1 supervision',
    });
    expect(problem.status).toBe(409);
    expect(problem.detail).toBe(
      'This entry is used by 2 members, 1 supervision and cannot be deleted. Retire it instead.',
    );
    expect(problem.usage).toEqual(usage);
  });
});
