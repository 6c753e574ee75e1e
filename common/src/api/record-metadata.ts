/** The metadata of a stored record (spec 2-data-model §2.1.3) that private projections answer. */
export interface RecordMetadata {
  created_at: string;
  updated_at: string;
  updated_by: string | null;
  etag: string;
}
