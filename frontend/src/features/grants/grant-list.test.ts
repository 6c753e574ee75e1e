import type { GrantListItem } from '@portal/common/api/grant';
import { describe, expect, it } from 'vitest';
import { defaultView } from '../../lib/lists/list-view';
import { filterGrants, GRANT_LIST_VIEW, sortGrants } from './grant-list';

const grant = (id: string, title: string, amount: number, network: boolean, topic: string | null, submitted: string | null): GrantListItem => ({
  id,
  title,
  amount,
  through_network: network,
  status_id: 's1',
  source_id: 'src',
  topic_id: topic,
  submission_date: submitted,
  obtained_date: null,
  completed_date: null,
  all_investigator: '',
  investigator_members: id === 'g1' ? [{ id: 'm1', first_name: 'A', last_name: 'B', is_active: true }] : [],
  involved_members: id === 'g2' ? [{ id: 'm1', first_name: 'A', last_name: 'B', is_active: true }] : [],
});

const items = [grant('g1', 'Water', 5000, true, 't1', '2020-01-01'), grant('g2', 'air', 100.5, false, null, null), grant('g3', 'Soil', 20000, false, 't1', '2019-06-01')];

describe('grants list', () => {
  it('filters on either member role, through the network and an empty topic', () => {
    const view = defaultView(GRANT_LIST_VIEW);
    expect(filterGrants(items, { ...view, filters: { ...view.filters, members: ['m1'] } }).map((g) => g.id)).toEqual(['g1', 'g2']);
    expect(filterGrants(items, { ...view, filters: { ...view.filters, throughNetwork: ['no'] } }).map((g) => g.id)).toEqual(['g2', 'g3']);
    expect(filterGrants(items, { ...view, filters: { ...view.filters, grantTopics: ['none'] } }).map((g) => g.id)).toEqual(['g2']);
  });
  it('sorts amounts numerically, dates with empty last, Yes first ascending', () => {
    const name = () => '';
    expect(sortGrants(items, null, 'en', name).map((g) => g.id)).toEqual(['g2', 'g3', 'g1']);
    expect(sortGrants(items, { key: 'amount', dir: 'desc' }, 'en', name).map((g) => g.id)).toEqual(['g3', 'g1', 'g2']);
    expect(sortGrants(items, { key: 'submissionDate', dir: 'desc' }, 'en', name).map((g) => g.id)).toEqual(['g1', 'g3', 'g2']);
    expect(sortGrants(items, { key: 'throughNetwork', dir: 'asc' }, 'en', name).map((g) => g.id)).toEqual(['g1', 'g2', 'g3']);
  });
});
