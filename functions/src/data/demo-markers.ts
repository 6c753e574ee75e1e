import { markerDocument, type MarkerDocument } from './change-markers';
import { PARTITION_OF } from './cosmos-record-store';

/**
 * Fresh change markers for documents written behind the API's back (the demo loader, the
 * generator): one per partition that holds records, with new random versions on every build, so
 * that every instance's kept list answers and every client's tags stop matching once such a load
 * lands (docs/adr/0033).
 */
export function freshChangeMarkers(): MarkerDocument[] {
  return [...new Set(Object.values(PARTITION_OF))].map((partition) => markerDocument(partition));
}
