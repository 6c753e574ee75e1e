import { describe, expect, it } from 'vitest';
import { demoProductItems } from '../../test/demo-lists';
import { apaInitials, authorNameList, vancouverInitials } from './author-names';

const products = new Map(demoProductItems().map((p) => [p.id, p]));

function namesOf(id: string) {
  const product = products.get(id);
  if (!product) throw new Error(id);
  return authorNameList(product.all_author, product.member_authors);
}

const person = (family: string, given: string) => ({ kind: 'person', family, given });

describe('author names (spec 7-reports §7.1.4)', () => {
  it('splits "Zhang Wei" on product 10 at the member\'s last name (member-author rule), as written', () => {
    const { names, incomplete } = namesOf('product-10');
    expect(names.map(({ kind, ...rest }) => ({ kind, family: 'family' in rest ? rest.family : '', given: 'given' in rest ? rest.given : '' }))).toEqual([
      person('Zhang', 'Wei'),
      person('Lévesque', 'Éric'),
      person('Okonkwo', 'Chinedu'),
    ]);
    expect(incomplete).toBe(false);
    // Without the member the same piece falls to the last rule: the last word is the family name.
    expect(authorNameList('Zhang Wei').names).toEqual([person('Wei', 'Zhang')]);
  });

  it('records which member each piece names, comma pieces included', () => {
    const { names } = namesOf('product-01');
    const ids = new Map(products.get('product-01')?.member_authors.map((m) => [m.last_name, m.id]));
    expect(names.map((n) => n.memberId)).toEqual([ids.get('Lévesque'), ids.get('Dubois-Martin'), undefined, ids.get('Smith')]);
    expect(ids.size).toBe(3);
  });

  it('reads the comma form as family before the first comma', () => {
    expect(authorNameList('Lévesque, É.; García López, María José').names).toEqual([person('Lévesque', 'É.'), person('García López', 'María José')]);
  });

  it('takes a last word made of initials as the given name ("Diallo M.", "van der Berg P.")', () => {
    expect(authorNameList('Diallo M.; van der Berg P.; Nguyen TH').names).toEqual([
      person('Diallo', 'M.'),
      person('van der Berg', 'P.'),
      person('Nguyen', 'TH'),
    ]);
  });

  it('takes first words made of initials as the given name ("J.-P. Lévesque")', () => {
    expect(authorNameList('J.-P. Lévesque; E. Levesque').names).toEqual([person('Lévesque', 'J.-P.'), person('Levesque', 'E.')]);
  });

  it('keeps lower-case particles with the family name; a single word is a family name alone', () => {
    expect(authorNameList('Ludwig van Beethoven; Leonardo da Vinci; Cher; Mohammed bin Salman').names).toEqual([
      person('van Beethoven', 'Ludwig'),
      person('da Vinci', 'Leonardo'),
      person('Cher', ''),
      person('bin Salman', 'Mohammed'),
    ]);
    // A capitalised particle is an ordinary word.
    expect(authorNameList('Anna De Luca').names).toEqual([person('Luca', 'Anna De')]);
  });

  it('keeps organizations whole: five words or more, or a keyword in any case', () => {
    expect(authorNameList('Canadian Longitudinal Study on Aging; RÉSEAU santé; Acme Inc.; World Health Organization').names).toEqual([
      { kind: 'organization', name: 'Canadian Longitudinal Study on Aging' },
      { kind: 'organization', name: 'RÉSEAU santé' },
      { kind: 'organization', name: 'Acme Inc.' },
      { kind: 'organization', name: 'World Health Organization' },
    ]);
  });

  it('marks the list incomplete after "et al." or "et coll.", and removes titles and marks', () => {
    expect(authorNameList('Smith J, Iyer R, et al.')).toEqual({ names: [person('Smith', 'J'), person('Iyer', 'R')], incomplete: true });
    expect(authorNameList('Tremblay M et coll').incomplete).toBe(true);
    expect(authorNameList('Dr. Kwame Mensah; Paul Smith1*').names).toEqual([person('Mensah', 'Kwame'), person('Smith', 'Paul')]);
    expect(authorNameList(null)).toEqual({ names: [], incomplete: false });
  });

  it('gives one name per piece on product 07 and product 08', () => {
    expect(namesOf('product-07').names.map((n) => (n.kind === 'person' ? `${n.family}|${n.given}` : n.name))).toEqual([
      'García López|María José',
      'Diallo|M.',
      "O'Connor|Siobhan",
      'van der Berg|P.',
      'Kowalska|A.',
      'Lévesque|J.-P.',
    ]);
    const eight = namesOf('product-08').names;
    expect(eight).toHaveLength(25);
    expect(eight[2]).toMatchObject(person('Nguyen', 'Thu Ha'));
    expect(eight[24]).toMatchObject(person('Desrosiers', 'Julie'));
  });
});

it('gives the same names without member ids (the exports\' shortcut) on every demo product and on hard cases', () => {
  const strip = (list: ReturnType<typeof authorNameList>) => ({ ...list, names: list.names.map(({ memberId: _id, ...name }) => name) });
  const members = [
    { id: 'm1', first_name: 'Wei', last_name: 'Zhang', is_active: true },
    { id: 'm2', first_name: 'Smith', last_name: 'Smith', is_active: false },
    { id: 'm3', first_name: 'Pieter', last_name: 'van der Berg', is_active: true },
  ];
  const cases: Array<[string, typeof members]> = [
    ...demoProductItems().map((p): [string, typeof members] => [p.all_author, p.member_authors]),
    ['Zhang Wei; Wei Zhang; Smith Smith; Berg P. van der; van der Berg P.; P. van der Berg', members],
  ];
  for (const [text, list] of cases) {
    expect(strip(authorNameList(text, list, { memberIds: false }))).toEqual(strip(authorNameList(text, list)));
    expect(authorNameList(text, list, { memberIds: false }).names.every((n) => n.memberId === undefined)).toBe(true);
  }
});

describe('initials (spec 7-reports §7.1.4)', () => {
  it('writes APA initials with periods, spaces and hyphens kept', () => {
    expect(apaInitials('Jean-Pierre')).toBe('J.-P.');
    expect(apaInitials('María José')).toBe('M. J.');
    expect(apaInitials('Éric')).toBe('É.');
    expect(apaInitials('J.-P.')).toBe('J.-P.');
    expect(apaInitials('TH')).toBe('T. H.');
    expect(apaInitials('')).toBe('');
  });

  it('joins Vancouver initials without periods', () => {
    expect(vancouverInitials('Jean-Pierre')).toBe('JP');
    expect(vancouverInitials('María José')).toBe('MJ');
    expect(vancouverInitials('Thu Ha')).toBe('TH');
    expect(vancouverInitials('É.')).toBe('É');
  });
});
