import type { ReferenceListName } from '@portal/common/demo/types';
import { listReferenceEntries } from '../domain/lookups';
import { defineRoute, type PublicRoute } from './route-definition';

/** A public reference-list route (spec 3-api §3.4.1); each list's endpoint file calls this. */
export function referenceListRoute(name: `all-${string}`, list: ReferenceListName): PublicRoute {
  return defineRoute({
    name,
    method: 'GET',
    route: name,
    changesWith: ['reference'],
    access: 'public',
    async handle({ services }) {
      return { body: await listReferenceEntries(services.repositories.records, list) };
    },
  });
}
