import { act, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { getAnnouncement } from '../lib/announcer';
import { renderWith } from '../test/render';
import { ResultCount } from './result-count';

const members = { one: 'member', other: 'members' };
const membres = { one: 'membre', other: 'membres' };

describe('result count (4-shell §4.11.8)', () => {
  it('unfiltered and filtered, with plural rules per language', () => {
    renderWith(
      <>
        <ResultCount shown={42} total={42} noun={members} filtered={false} />
        <ResultCount shown={1} total={1} noun={members} filtered={false} />
        <ResultCount shown={0} total={1} noun={members} filtered />
      </>,
    );
    expect(screen.getByText('42 members')).toBeTruthy();
    expect(screen.getByText('1 member')).toBeTruthy();
    expect(screen.getByText('0 of 1 member')).toBeTruthy();
  });

  it('a filter that keeps every row still reads "<n> of <total>" (4-shell §4.11.8, 5-pages §5.2.1)', () => {
    renderWith(<ResultCount shown={37} total={37} noun={members} filtered />);
    expect(screen.getByText('37 of 37 members')).toBeTruthy();
  });

  it('French: "37 sur 37 membres" when a filter keeps every row', () => {
    renderWith(<ResultCount shown={37} total={37} noun={membres} filtered />, { language: 'fr' });
    expect(screen.getByText('37 sur 37 membres')).toBeTruthy();
  });

  it('French: 0 and 1 are singular; "12 sur 42 membres"', () => {
    renderWith(
      <>
        <ResultCount shown={0} total={0} noun={membres} filtered={false} />
        <ResultCount shown={12} total={42} noun={membres} filtered />
        <ResultCount shown={1} total={1234} noun={membres} filtered />
      </>,
      { language: 'fr' },
    );
    expect(screen.getByText('0 membre')).toBeTruthy();
    expect(screen.getByText('12 sur 42 membres')).toBeTruthy();
    expect(screen.getByText((text) => text.replace(/\s/g, ' ') === '1 sur 1 234 membres')).toBeTruthy();
  });

  it('announces the new count 500 ms after a change', async () => {
    vi.useFakeTimers();
    function Filtering() {
      const [shown, setShown] = useState(42);
      return (
        <>
          <button type="button" onClick={() => setShown(12)}>
            Filter
          </button>
          <ResultCount shown={shown} total={42} noun={members} filtered={shown < 42} />
        </>
      );
    }
    renderWith(<Filtering />);
    fireEvent.click(screen.getByRole('button', { name: 'Filter' }));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(600);
    });
    expect(getAnnouncement('polite').text).toBe('12 of 42 members');
    vi.useRealTimers();
  });
});
