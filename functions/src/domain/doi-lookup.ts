import { DOI_LOOKUPS_PER_MINUTE, type DoiMetadata } from '@portal/common/api/doi-metadata';
import { fieldError } from '@portal/common/errors/field-error';
import { checkDoi, doiComparisonKey } from '@portal/common/validation/doi';
import { mapCslJson, type MappedMetadata } from './doi-mapping';
import { ApiError } from './errors';
import type { DoiMetadataSource, ProductRepository } from './ports';
import { RateLimiter } from './rate-limiter';
import type { RecordStore } from './records';
import { TtlCache } from './ttl-cache';

/**
 * DOI metadata prefill (spec 6-data-and-beyond §6.3.7, 3-api §3.16.4): the rate per account, the
 * DOI check, the instance's cache, the metadata service and the two facts of this portal's data
 * the answer adds (the product holding the DOI, A27, and whether the mapped type is offered).
 */
export interface DoiLookup {
  /** Null when DOI_METADATA_URL is empty: every lookup answers 503. */
  source: DoiMetadataSource | null;
  cache: TtlCache<MappedMetadata>;
  limiter: RateLimiter;
}

const DAY_MS = 24 * 60 * 60 * 1000;
/** Enough for every DOI a network looks up in a day; each entry is a few kilobytes at most. */
const CACHE_ENTRIES = 2000;

export function createDoiLookup(source: DoiMetadataSource | null, now: () => number = Date.now): DoiLookup {
  return { source, cache: new TtlCache(DAY_MS, CACHE_ENTRIES, now), limiter: new RateLimiter(DOI_LOOKUPS_PER_MINUTE, 60_000, now) };
}

/** Beyond 30 lookups in a minute by one account: 429 with Retry-After (counted before the DOI is checked). */
export function takeLookup(lookup: DoiLookup, accountId: string): void {
  const decision = lookup.limiter.take(accountId);
  if (!decision.allowed) throw new ApiError('too_many_requests', { headers: { 'Retry-After': String(decision.retryAfterSeconds) } });
}

/**
 * The DOI of the path in any form the DOI type accepts, normalised: bare (no resolver or `doi:`
 * prefix) and lower-cased, as DOIs compare (the cache key and the service's address are then the
 * same for every way of typing one DOI). Anything else: 400, and nothing is looked up.
 */
export function lookupDoi(raw: string): string {
  const checked = checkDoi(raw);
  if (!checked.ok || checked.value === null) {
    throw new ApiError('validation_failed', { errors: [fieldError('doi', 'invalid_format', { format: 'doi' })] });
  }
  return doiComparisonKey(checked.value);
}

async function metadataOf(lookup: DoiLookup, doi: string): Promise<MappedMetadata> {
  const kept = lookup.cache.get(doi);
  if (kept) return kept;
  if (!lookup.source) throw new ApiError('doi_lookup_unavailable');
  const answer = await lookup.source.fetch(doi);
  if (answer.kind === 'not-found') throw new ApiError('doi_not_found');
  if (answer.kind === 'unavailable') throw new ApiError('doi_lookup_unavailable');
  const mapped = mapCslJson(doi, answer.metadata);
  lookup.cache.set(doi, mapped);
  return mapped;
}

/** The product type entry, when it exists and is not retired (spec 6-data-and-beyond §6.1.3, §6.3.7). */
async function offeredProductType(records: RecordStore, id: string | null): Promise<string | null> {
  if (id === null) return null;
  const entry = await records.get('reference', id);
  return entry && entry.record.list === 'product-types' && !entry.record.retired ? id : null;
}

export async function lookUpDoiMetadata(
  lookup: DoiLookup,
  deps: { records: RecordStore; products: ProductRepository },
  doi: string,
): Promise<DoiMetadata> {
  const { product_type_candidate, ...mapped } = await metadataOf(lookup, doi);
  const [existing_product, product_type_id] = await Promise.all([deps.products.findByDoi(doi), offeredProductType(deps.records, product_type_candidate)]);
  return { ...mapped, product_type_id, existing_product };
}
