/** Grant projections and request bodies (spec 2-data-model §2.4.8, 3-api §3.10). */
import type { AuthorSuggestion } from '../authors/author-matching';
import type { GrantInput } from '../demo/types';
import type { SchemaValues } from '../validation/schema';
import type { grantPrivateSchema, grantPublicSchema, registerGrantSchema } from '../validation/schemas/grant';
import type { RecordMetadata } from './record-metadata';
import type { ReferenceEntry } from './reference';
import type { EventReference, MemberReference } from './refs';

/*
 * Projections copy some stored fields as they are (common/src/demo/types.ts names the stored
 * fields of each entity): those are picked from the stored type, the others are declared here.
 */
type GrantCopy = Pick<
  GrantInput,
  'id' | 'title' | 'through_network' | 'submission_date' | 'obtained_date' | 'completed_date' | 'all_investigator'
>;

/** The grant's members by role. */
interface GrantMembers {
  investigator_members: MemberReference[];
  involved_members: MemberReference[];
}

/** An item of `/api/all-grants`: no note. */
export interface GrantListItem extends GrantCopy, GrantMembers, Pick<GrantInput, 'status_id' | 'source_id' | 'topic_id'> {
  /** Dollars with at most two decimals (stored as whole cents, 2-data-model §2.1.4). */
  amount: number;
}

export interface GrantPublicDetail extends GrantCopy, GrantMembers {
  amount: number;
  status: ReferenceEntry | null;
  source: ReferenceEntry | null;
  topic: ReferenceEntry | null;
  events: EventReference[];
}

/** Administrators: adds the note and the metadata. */
export interface GrantPrivateDetail extends GrantPublicDetail, Pick<GrantInput, 'note'>, RecordMetadata {}

/** The answer of `POST /api/register-grant`: the private detail and the investigator suggestions. */
export interface GrantRegistered extends GrantPrivateDetail {
  author_suggestions: AuthorSuggestion[];
}

export type RegisterGrantBody = SchemaValues<typeof registerGrantSchema>;
export type UpdateGrantPublicBody = Partial<SchemaValues<typeof grantPublicSchema>>;
export type UpdateGrantPrivateBody = Partial<SchemaValues<typeof grantPrivateSchema>>;
