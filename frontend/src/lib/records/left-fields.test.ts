import { describe, expect, it } from 'vitest';
import { shownErrors, topField } from './left-fields';

const checksum = { field: 'orcid', code: 'invalid_checksum' };
const taken = { field: 'orcid', code: 'not_unique' };
const required = { field: 'first_name', code: 'required' };

describe('errors of fields left once (spec 5-pages §5.2.6)', () => {
  it('names a list item by its list', () => {
    expect(topField('partnerships[2].colour')).toBe('partnerships');
    expect(topField('orcid')).toBe('orcid');
  });

  it('before any submit, only the left fields show their errors', () => {
    const shown = shownErrors({ submitted: [], submittedBody: null, body: { orcid: 'x', first_name: '' }, live: [checksum, required], left: new Set(['orcid']) });
    expect(shown).toEqual([checksum]);
  });

  it('a left field follows its value: the error goes once the value is right', () => {
    const shown = shownErrors({ submitted: [checksum], submittedBody: { orcid: 'bad' }, body: { orcid: 'good' }, live: [], left: new Set(['orcid']) });
    expect(shown).toEqual([]);
  });

  it("keeps the server's 409 on a left field while it holds the value sent", () => {
    const shown = shownErrors({ submitted: [taken], submittedBody: { orcid: 'a' }, body: { orcid: 'a' }, live: [], left: new Set(['orcid']) });
    expect(shown).toEqual([taken]);
  });

  it('a field never left keeps its submit error until the next submit', () => {
    const shown = shownErrors({ submitted: [required], submittedBody: { first_name: '' }, body: { first_name: 'Ana' }, live: [], left: new Set(['orcid']) });
    expect(shown).toEqual([required]);
  });
});
