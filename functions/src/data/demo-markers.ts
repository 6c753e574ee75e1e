import type { Partition } from './documents';
import { markerDocument, type MarkerDocument } from './change-markers';

/** Every partition that holds records (the `unique` one holds guards and the administrator set). */
const RECORD_PARTITIONS: readonly Partition[] = [
  'account',
  'member',
  'insight',
  'lookup',
  'organization',
  'product',
  'grant',
  'event',
  'supervision',
];

/**
 * Fresh change markers for documents written behind the API's back (the demo loader, the
 * generator): new random versions on every build, so that every instance's kept list answers and
 * every client's tags stop matching once such a load lands (docs/adr/0033).
 */
export function freshChangeMarkers(): MarkerDocument[] {
  return RECORD_PARTITIONS.map((partition) => markerDocument(partition));
}
