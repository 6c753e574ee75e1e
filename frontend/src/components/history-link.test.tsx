import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWith } from '../test/render';
import { HistoryLink } from './history-link';
import { RecordPublicFrame } from './record-public-frame';
import { RecordState } from './record-state';

describe('history entry points (spec 6-data-and-beyond §6.3.5)', () => {
  it('shows "History" to administrators only', () => {
    renderWith(<HistoryLink kind="organization" id="o 1" />, { role: 'admin', language: 'fr' });
    expect(screen.getByRole('link', { name: 'Historique' }).getAttribute('href')).toBe('/history/organization/o%201');
  });

  it('shows nothing to a member or a visitor', () => {
    const { container } = renderWith(
      <>
        <HistoryLink kind="grant" id="g1" />
      </>,
      { role: 'member' },
    );
    expect(container.querySelector('a')).toBeNull();
  });

  it('offers the history of a record on its not-found state, to administrators', () => {
    renderWith(<RecordState kind="not-found" history={{ kind: 'product', id: 'p4' }} />, { role: 'admin' });
    expect(screen.getByRole('link', { name: 'View the history of this record' }).getAttribute('href')).toBe('/history/product/p4');
  });

  it('keeps the not-found state without the link for others, and other states without it', () => {
    renderWith(
      <>
        <RecordState kind="not-found" history={{ kind: 'product', id: 'p4' }} />
      </>,
      { role: 'member' },
    );
    expect(screen.queryByRole('link', { name: 'View the history of this record' })).toBeNull();
    renderWith(<RecordState kind="forbidden" history={{ kind: 'product', id: 'p4' }} />, { role: 'admin' });
    expect(screen.queryByRole('link', { name: 'View the history of this record' })).toBeNull();
  });

  it('reaches the history of a deleted record from the public frame too', () => {
    const gone = { data: undefined, state: 'not-found' as const, retry: () => {}, replace: async () => undefined, reload: async () => undefined };
    renderWith(
      <RecordPublicFrame record={gone} notFoundHeading="Product not found" listHref={null} history={{ kind: 'product', id: 'p4' }} content={() => ({ heading: '', privateHref: null, subtitle: '', items: null })} />,
      { role: 'admin' },
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Product not found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'View the history of this record' }).getAttribute('href')).toBe('/history/product/p4');
  });
});
