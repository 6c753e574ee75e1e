import { indexMembers, suggestAuthors, type AuthorSuggestion } from '@portal/common/authors/author-matching';
import type { RecordStore } from './records';

/**
 * `author_suggestions` of a registration answer (3-api §3.14.5): one query for the active
 * members' names (§3.15.1), then the pure matching over an index by last name.
 */
export async function authorSuggestionsFor(store: RecordStore, text: string): Promise<AuthorSuggestion[]> {
  const members = await store.list('member', ['first_name', 'last_name', 'is_active'], { field: 'is_active', equals: true });
  return suggestAuthors(text, indexMembers(members.map((m) => ({ id: m.id, first_name: m.first_name, last_name: m.last_name, is_active: true }))));
}
