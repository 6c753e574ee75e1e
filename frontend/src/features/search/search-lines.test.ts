import { describe, expect, it } from 'vitest';
import type { SearchItemMap } from './search-index';
import { accountBadges, AUTHORS_SHOWN, keywordMemberCounts, referenceNamer, resultHref, secondLine, type LineContext } from './search-lines';
import { searchTranslator } from './search-text';

const entry = (id: string, en: string, fr: string) => ({ id, name_en: en, name_fr: fr });
const lists = {
  productTypes: [entry('pt', 'Book', 'Livre')],
  orgScopes: [entry('sc', 'Local', 'Locale')],
  orgTypes: [entry('ot', 'Hospital', 'Hôpital')],
  statuses: [entry('st', 'Awarded', 'Obtenue')],
  sources: [entry('so', 'CIHR', 'IRSC')],
  eventTypes: [entry('et', 'Workshop', 'Atelier')],
  levels: [entry('lv', 'PhD', 'Doctorat')],
  faculties: [entry('fa', 'Medicine', 'Médecine')],
};
const context = (language: 'en' | 'fr'): LineContext => ({ language, tx: searchTranslator(language), names: referenceNamer(lists, language), keywordMembers: new Map([['k', 2]]) });
const person = (id: string, first: string, last: string) => ({ id, first_name: first, last_name: last, is_active: true });

describe('result lines (spec 6-data-and-beyond §6.3.3)', () => {
  it('product: year, type and the first 120 characters of the authors', () => {
    const authors = 'A'.repeat(AUTHORS_SHOWN + 10);
    const product = { id: 'p', publish_date: '2024-03-01', product_type_id: 'pt', all_author: authors } as SearchItemMap['products'];
    expect(secondLine('products', product, context('fr'))).toBe(`2024 · Livre · ${'A'.repeat(AUTHORS_SHOWN)}…`);
  });

  it('partner, grant, event, supervision, keyword and account lines', () => {
    expect(secondLine('partners', { id: 'o', scope_id: 'sc', type_id: 'ot' } as SearchItemMap['partners'], context('en'))).toBe('Local · Hospital');
    expect(secondLine('grants', { id: 'g', status_id: 'st', source_id: 'so', amount: 1500 } as SearchItemMap['grants'], context('en'))).toBe('Awarded · CIHR · $1,500.00');
    expect(secondLine('events', { id: 'e', start_date: '2025-03-14', end_date: '2025-03-15', event_type_id: 'et' } as SearchItemMap['events'], context('en'))).toBe(
      'March 14, 2025 – March 15, 2025 · Workshop',
    );
    const supervision = { id: 's', level_id: 'lv', faculty_id: 'fa', principal_supervisors: [person('1', 'Ana', 'Roy'), person('2', 'Éric', 'Lévesque')] } as SearchItemMap['supervisions'];
    expect(secondLine('supervisions', supervision, context('fr'))).toBe('Doctorat · Médecine · Ana Roy, Éric Lévesque');
    expect(secondLine('keywords', { id: 'k', name_en: 'Aging', name_fr: null, etag: '' }, context('fr'))).toBe('2 membres');
    expect(secondLine('keywords', { id: 'x', name_en: 'Aging', name_fr: null, etag: '' }, context('en'))).toBe('0 members');
    const account = { id: 'a', login_email: 'a@x.ca', is_admin: true, member: { id: 'm' } } as SearchItemMap['accounts'];
    expect(secondLine('accounts', account, context('en'))).toBe('a@x.ca');
    expect(accountBadges(account, searchTranslator('fr'))).toEqual(['Administrateur', 'Membre']);
    expect(accountBadges({ ...account, is_admin: false, member: null }, searchTranslator('en'))).toEqual([]);
  });

  it('leaves out what is missing', () => {
    expect(secondLine('partners', { id: 'o', scope_id: 'gone', type_id: null } as SearchItemMap['partners'], context('en'))).toBe('');
  });

  it('links to the redirect routes, keywords to the filtered members list', () => {
    expect(resultHref('members', 'm 1')).toBe('/members/m%201');
    expect(resultHref('accounts', 'a')).toBe('/accounts/a');
    expect(resultHref('keywords', 'k')).toBe('/members?keywords=k');
  });

  it('counts the members of each keyword', () => {
    const m = (ids: string[]) => ({ keyword_ids: ids }) as SearchItemMap['members'];
    expect([...keywordMemberCounts([m(['a', 'b']), m(['a'])])]).toEqual([
      ['a', 2],
      ['b', 1],
    ]);
  });
});
