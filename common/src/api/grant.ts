/** Grant projections and request bodies (spec 2-data-model §2.4.8, 3-api §3.10). */
import type { AuthorSuggestion } from '../authors/author-matching';
import type { SchemaValues } from '../validation/schema';
import type { grantPrivateSchema, grantPublicSchema, registerGrantSchema } from '../validation/schemas/grant';
import type { ReferenceEntry } from './reference';
import type { EventReference, MemberReference } from './refs';

/** An item of `/api/all-grants`: no note. */
export interface GrantListItem {
  id: string;
  title: string;
  amount: number;
  through_network: boolean;
  status_id: string;
  source_id: string;
  topic_id: string | null;
  submission_date: string | null;
  obtained_date: string | null;
  completed_date: string | null;
  all_investigator: string;
  investigator_members: MemberReference[];
  involved_members: MemberReference[];
}

export interface GrantPublicDetail {
  id: string;
  title: string;
  amount: number;
  through_network: boolean;
  status: ReferenceEntry | null;
  source: ReferenceEntry | null;
  topic: ReferenceEntry | null;
  submission_date: string | null;
  obtained_date: string | null;
  completed_date: string | null;
  all_investigator: string;
  investigator_members: MemberReference[];
  involved_members: MemberReference[];
  events: EventReference[];
}

/** Administrators: adds the note and the metadata. */
export interface GrantPrivateDetail extends GrantPublicDetail {
  note: string | null;
  created_at: string;
  updated_at: string;
  updated_by: string | null;
  etag: string;
}

/** The answer of `POST /api/register-grant`: the private detail and the investigator suggestions. */
export interface GrantRegistered extends GrantPrivateDetail {
  author_suggestions: AuthorSuggestion[];
}

export type RegisterGrantBody = SchemaValues<typeof registerGrantSchema>;
export type UpdateGrantPublicBody = Partial<SchemaValues<typeof grantPublicSchema>>;
export type UpdateGrantPrivateBody = Partial<SchemaValues<typeof grantPrivateSchema>>;
