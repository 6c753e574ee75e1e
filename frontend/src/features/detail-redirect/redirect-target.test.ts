import { describe, expect, it } from 'vitest';
import { sessionStateFor } from '../../test/render';
import { needsSupervisionRead, redirectView } from './redirect-target';

describe('detail redirect routes (4-shell §4.10.3, 5-pages §5.2.2)', () => {
  const visitor = sessionStateFor('visitor');
  const registered = sessionStateFor('registered');
  const member = sessionStateFor('member'); // own member id: mem-1
  const admin = sessionStateFor('admin');

  it('visitors and unregistered users always go to the public page', () => {
    for (const section of ['members', 'products', 'partners', 'grants', 'events', 'supervisions'] as const) {
      expect(redirectView(section, 'x', visitor)).toBe('public');
      expect(redirectView(section, 'x', sessionStateFor('unregistered'))).toBe('public');
      expect(redirectView(section, 'x', admin)).toBe('private');
    }
  });

  it('members: self and admins go private', () => {
    expect(redirectView('members', 'mem-1', member)).toBe('private');
    expect(redirectView('members', 'mem-2', member)).toBe('public');
  });

  it('products: members go private, registered accounts without a member record public', () => {
    expect(redirectView('products', 'p', member)).toBe('private');
    expect(redirectView('products', 'p', registered)).toBe('public');
    expect(redirectView('partners', 'p', member)).toBe('public');
  });

  it('supervisions: a member decides from the public detail', () => {
    expect(needsSupervisionRead('supervisions', member)).toBe(true);
    expect(needsSupervisionRead('supervisions', admin)).toBe(false);
    expect(redirectView('supervisions', 's', member, undefined)).toBeUndefined();
    expect(redirectView('supervisions', 's', member, { principal_supervisors: [{ id: 'mem-1' }] })).toBe('private');
    expect(redirectView('supervisions', 's', member, { co_supervisors: [{ id: 'mem-1' }] })).toBe('private');
    expect(redirectView('supervisions', 's', member, { principal_supervisors: [{ id: 'other' }] })).toBe('public');
    expect(redirectView('supervisions', 's', member, null)).toBe('public');
  });
});
