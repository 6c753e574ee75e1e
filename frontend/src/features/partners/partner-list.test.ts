import type { OrganizationListItem } from '@portal/common/api/organization';
import { describe, expect, it } from 'vitest';
import { defaultView, parseListView, serialiseListView, type ListView } from '../../lib/lists/list-view';
import { filterPartners, PARTNER_LIST_VIEW, partnerName, sortPartners } from './partner-list';
import { demoPartnerItems } from '../../test/demo-translation-items';

const partner = (id: string, en: string | null, fr: string | null, scope: string, type: string | null): OrganizationListItem => ({
  id,
  name_en: en,
  name_fr: fr,
  scope_id: scope,
  type_id: type,
  description: null,
});

const items = [
  partner('p1', 'Zeta Hospital', 'Hôpital Zêta', 'local', 'hospital'),
  partner('p2', null, 'Écoles du Québec', 'national', null),
  partner('p3', 'alpha University', null, 'local', 'university'),
  partner('p4', 'Beta Clinic', 'Clinique Bêta', 'international', 'hospital'),
];
const names: Record<string, string> = { hospital: 'Hospital', university: 'University', local: 'Local', national: 'National', international: 'International' };
const refName = (id: string | null) => (id ? (names[id] ?? '') : '');
const ids = (list: readonly OrganizationListItem[]) => list.map((p) => p.id);
const withFilters = (filters: Record<string, string[]>): ListView => {
  const view = defaultView(PARTNER_LIST_VIEW);
  return { ...view, filters: { ...view.filters, ...filters } };
};

describe('partners list filters', () => {
  it('keeps everything without a filter', () => {
    expect(ids(filterPartners(items, defaultView(PARTNER_LIST_VIEW)))).toEqual(['p1', 'p2', 'p3', 'p4']);
  });
  it('filters by name (ids), organization type with "Empty", and scope, combining filters with AND', () => {
    expect(ids(filterPartners(items, withFilters({ partnerIds: ['p2', 'p3'] })))).toEqual(['p2', 'p3']);
    expect(ids(filterPartners(items, withFilters({ partnerTypes: ['hospital'] })))).toEqual(['p1', 'p4']);
    expect(ids(filterPartners(items, withFilters({ partnerTypes: ['none'] })))).toEqual(['p2']);
    expect(ids(filterPartners(items, withFilters({ partnerTypes: ['none', 'university'] })))).toEqual(['p2', 'p3']);
    expect(ids(filterPartners(items, withFilters({ partnerScopes: ['local'] })))).toEqual(['p1', 'p3']);
    expect(ids(filterPartners(items, withFilters({ partnerScopes: ['local'], partnerTypes: ['hospital'] })))).toEqual(['p1']);
  });
  it('reads and writes its filters, toggles and sort in the URL', () => {
    const view = parseListView('?partnerTypes=hospital,none&showScope=false&sort=type&dir=desc', PARTNER_LIST_VIEW);
    expect(view).toEqual({ filters: { partnerIds: [], partnerTypes: ['hospital', 'none'], partnerScopes: [], translation: [] }, columns: { type: true, scope: false }, sort: { key: 'type', dir: 'desc' } });
    expect(serialiseListView(view, PARTNER_LIST_VIEW)).toBe('partnerTypes=hospital,none&showScope=false&sort=type&dir=desc');
    expect(parseListView('?sort=description', PARTNER_LIST_VIEW).sort).toBeNull();
  });
});

describe('partners list sorting', () => {
  it('orders by name_en, then name_fr when name_en is empty, whatever the language', () => {
    expect(ids(sortPartners(items, null, 'en', refName))).toEqual(['p3', 'p4', 'p2', 'p1']);
    expect(ids(sortPartners(items, null, 'fr', refName))).toEqual(['p3', 'p4', 'p2', 'p1']);
  });
  it('sorts by name descending, and by type or scope name with empty values last', () => {
    expect(ids(sortPartners(items, { key: 'name', dir: 'desc' }, 'en', refName))).toEqual(['p1', 'p2', 'p4', 'p3']);
    expect(ids(sortPartners(items, { key: 'type', dir: 'asc' }, 'en', refName))).toEqual(['p4', 'p1', 'p3', 'p2']);
    expect(ids(sortPartners(items, { key: 'type', dir: 'desc' }, 'en', refName))).toEqual(['p3', 'p4', 'p1', 'p2']);
    expect(ids(sortPartners(items, { key: 'scope', dir: 'asc' }, 'en', refName))).toEqual(['p4', 'p3', 'p1', 'p2']);
  });
  it('shows the name in the active language, falling back to the other', () => {
    expect(partnerName(items[0] as OrganizationListItem, 'fr')).toBe('Hôpital Zêta');
    expect(partnerName(items[2] as OrganizationListItem, 'fr')).toBe('alpha University');
  });
});

/** The view with these translation values chosen (spec 6-data-and-beyond §6.3.6), and other filters. */
const translationView = (translation: string[], others: Record<string, string[]> = {}) => {
  const view = defaultView(PARTNER_LIST_VIEW);
  return { ...view, filters: { ...view.filters, ...others, translation } };
};

describe('the translation filter on the demo partners (spec 6-data-and-beyond §6.3.6, acceptance 2)', () => {
  it('keeps SantéLab Québec alone under English missing, Meridian Robotics Inc. alone under French missing', () => {
    const items = demoPartnerItems();
    expect(filterPartners(items, translationView(['missing-en'])).map((p) => p.name_fr)).toEqual(['SantéLab Québec']);
    expect(filterPartners(items, translationView(['missing-fr'])).map((p) => p.name_en)).toEqual(['Meridian Robotics Inc.']);
    expect(filterPartners(items, translationView(['complete']))).toHaveLength(items.length - 2);
  });
});
