import { describe, expect, it } from 'vitest';
import { eventLinkChecks, previousEventErrors } from './event-writes';
import type { EventRecord } from './records';

describe('previousEventErrors', () => {
  const events = new Map([
    ['p1', { previous_event_ids: [] }],
    ['p2', { previous_event_ids: ['e', 'p1'] }],
  ]);

  it('refuses the event itself (self_link) and an event that already follows it (cycle)', () => {
    expect(previousEventErrors('e', ['p1', 'e', 'p2'], events).map((error) => `${error.field}:${error.code}`)).toEqual([
      'previous_event_ids[1]:self_link',
      'previous_event_ids[2]:cycle',
    ]);
  });

  it('accepts unrelated events and ignores ids that did not resolve (the link check reports them)', () => {
    expect(previousEventErrors('e', ['p1', 'unknown'], events)).toEqual([]);
  });

  it('does not look for longer loops', () => {
    const chain = new Map([['b', { previous_event_ids: ['c'] }]]);
    expect(previousEventErrors('a', ['b'], chain)).toEqual([]);
  });
});

describe('eventLinkChecks', () => {
  it('checks only the fields sent, with the stored entries allowed to stay retired', () => {
    const stored = { event_type_id: 'type-old', topic_ids: ['topic-old'] } as EventRecord;
    expect(eventLinkChecks({ event_type_id: 'type-new', topic_ids: ['topic-old'], previous_event_ids: ['e1'] }, stored)).toEqual([
      { field: 'event_type_id', kind: 'reference', list: 'event-types', ids: ['type-new'], single: true, stored: ['type-old'] },
      { field: 'topic_ids', kind: 'reference', list: 'topics', ids: ['topic-old'], stored: ['topic-old'] },
      { field: 'previous_event_ids', kind: 'event', ids: ['e1'] },
    ]);
    expect(eventLinkChecks({})).toEqual([]);
  });

  it('names the kind of every list of links', () => {
    const checks = eventLinkChecks({ member_ids: [], partner_ids: [], resulting_product_ids: [], resulting_grant_ids: [] });
    expect(checks.map((check) => `${check.field}:${check.kind}`)).toEqual([
      'member_ids:member',
      'partner_ids:organization',
      'resulting_product_ids:product',
      'resulting_grant_ids:grant',
    ]);
  });
});
