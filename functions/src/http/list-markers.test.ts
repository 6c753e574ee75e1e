import { describe, expect, it } from 'vitest';
import type { DashboardFigures, HomeCounts } from '@portal/common/api/stats';
import type { InvocationContext } from '@azure/functions';
import type { RecordKind, RecordStore } from '../domain/records';
import type { Services } from '../services';
import { InMemoryStore } from '../testing/in-memory-store';
import { ROUTES } from '../routes';
import { isKeptList } from './answer-cache';

/** A record store that notes the kind of every call, in front of the in-memory one. */
function noting(records: RecordStore, kinds: Set<string>): RecordStore {
  return new Proxy(records, {
    get(target, property, receiver) {
      const value = Reflect.get(target, property, receiver) as unknown;
      if (typeof value !== 'function') return value;
      return (kind: RecordKind, ...rest: unknown[]) => {
        kinds.add(kind);
        return (value as (...args: unknown[]) => unknown).call(target, kind, ...rest);
      };
    },
  });
}

/** The kind each home-page figure counts (spec 3-api §3.16.3). */
const COUNTED: Record<keyof HomeCounts, RecordKind> = {
  active_members: 'member',
  products: 'product',
  grants: 'grant',
  events: 'event',
  partners: 'organization',
  supervisions: 'supervision',
};

/** The kind each dashboard figure counts (spec 3-api §3.16.3). */
const BUCKETED: Record<Exclude<keyof DashboardFigures, 'generated_at'>, RecordKind> = {
  products_by_year_and_type: 'product',
  grants_by_status: 'grant',
  events_by_year: 'event',
};

describe("a kept list's change markers cover every kind it is built from (docs/adr/0033)", () => {
  // The home figures read through the stats port, not the record store: checked figure by figure below.
  const lists = ROUTES.filter(isKeptList).filter((route) => !route.route.startsWith('stats/'));

  it.each(lists.map((route) => [route.route, route] as const))('%s', async (_, route) => {
    const store = new InMemoryStore();
    const kinds = new Set<string>();
    const services = { repositories: { ...store.repositories, records: noting(store.records, kinds) } } as unknown as Services;
    const context = { params: {}, services, log: {} as InvocationContext, body: {}, ifMatch: { kind: 'missing' as const } };
    await (route.access === 'public' ? route.handle(context) : route.handle({ ...context, caller: undefined as never }));
    expect(kinds.size).toBeGreaterThan(0);
    expect([...kinds].filter((kind) => !route.changesWith.includes(kind as RecordKind))).toEqual([]);
  });

  it('stats/counts names the kind of every figure', () => {
    const stats = ROUTES.find((route) => route.route === 'stats/counts');
    expect([...(stats?.changesWith ?? [])].sort()).toEqual(Object.values(COUNTED).sort());
  });

  it('stats/dashboard names the kind of every figure', () => {
    const dashboard = ROUTES.find((route) => route.route === 'stats/dashboard');
    expect([...(dashboard?.changesWith ?? [])].sort()).toEqual(Object.values(BUCKETED).sort());
  });
});
