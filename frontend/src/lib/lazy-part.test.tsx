import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lazyPart } from './lazy-part';

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

function Missing({ name }: { name: string }) {
  return <p>Unavailable for {name}</p>;
}

describe('lazyPart: a header part loaded on demand', () => {
  afterEach(() => vi.restoreAllMocks());

  it('renders the part once its code has loaded', async () => {
    const Part = lazyPart(() => Promise.resolve(Greeting), Missing);
    render(
      <Suspense fallback={<p>Loading</p>}>
        <Part name="Claire" />
      </Suspense>,
    );
    expect(await screen.findByText('Hello Claire')).toBeTruthy();
  });

  it('renders the fallback, with the same props, when the code cannot be loaded; the error is logged, not thrown', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const failure = new TypeError('Failed to fetch dynamically imported module');
    const Part = lazyPart(() => Promise.reject(failure), Missing);
    render(
      <Suspense fallback={<p>Loading</p>}>
        <p>Around</p>
        <Part name="Claire" />
      </Suspense>,
    );
    expect(await screen.findByText('Unavailable for Claire')).toBeTruthy();
    expect(screen.getByText('Around')).toBeTruthy();
    expect(logged).toHaveBeenCalledWith(failure);
  });
});
