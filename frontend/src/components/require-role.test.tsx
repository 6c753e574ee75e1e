import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWith, type TestRole } from '../test/render';
import { RequireRole } from './require-role';

/** `/members/{id}/private`: "self; admins", others N (spec 5-pages §5.1.1). The test member's id is mem-1. */
function renderMemberPrivate(role: TestRole, id: string) {
  return renderWith(
    <RequireRole role="admin" orSelf={id}>
      <p>private page</p>
    </RequireRole>,
    { role, language: 'en' },
  );
}

describe('RequireRole with orSelf (the member private page)', () => {
  it('lets the member open their own record', () => {
    renderMemberPrivate('member', 'mem-1');
    expect(screen.getByText('private page')).toBeTruthy();
  });

  it('lets an administrator open any member record', () => {
    renderMemberPrivate('admin', 'mem-2');
    expect(screen.getByText('private page')).toBeTruthy();
  });

  it('shows "You are not authorized to view this page." to another member and to an account without member record', () => {
    for (const role of ['member', 'registered'] as const) {
      const { unmount } = renderMemberPrivate(role, 'mem-2');
      expect(screen.getByRole('heading', { level: 1, name: 'Access denied' })).toBeTruthy();
      expect(screen.getByText('You are not authorized to view this page.')).toBeTruthy();
      expect(screen.queryByText('private page')).toBeNull();
      unmount();
    }
  });

  it('still asks a visitor to log in', () => {
    renderMemberPrivate('visitor', 'mem-1');
    expect(screen.getByRole('heading', { level: 1, name: 'Login required' })).toBeTruthy();
  });
});
