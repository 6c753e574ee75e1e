import { lookupDoi, lookUpDoiMetadata, takeLookup } from '../domain/doi-lookup';
import { requireMemberOrAdmin } from '../domain/permissions';
import { defineRoute } from '../http/route-definition';

/**
 * GET /api/doi-metadata/{doi}: members and administrators; the citation metadata of a DOI mapped
 * to the product form's fields (spec 3-api §3.16.4, 6-data-and-beyond §6.3.7). The DOI is the rest
 * of the path (it contains "/"), decoded once by the host. Order: the caller (401, 403), then the
 * rate (429), then the DOI (400, nothing looked up).
 */
export const doiMetadata = defineRoute({
  name: 'doi-metadata',
  method: 'GET',
  route: 'doi-metadata/{*doi}',
  access: 'authenticated',
  authorize(caller) {
    requireMemberOrAdmin(caller);
  },
  async handle({ params, services, caller }) {
    takeLookup(services.doi, caller.account.id);
    const doi = lookupDoi(params.doi ?? '');
    return { body: await lookUpDoiMetadata(services.doi, services.repositories, doi) };
  },
});
