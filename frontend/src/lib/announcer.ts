/**
 * The shell's two live regions (spec 4-shell §4.12.3): code anywhere sends short messages here;
 * <LiveRegions> renders them. The same message is not announced twice within one second.
 */
export type Politeness = 'polite' | 'assertive';

export interface Announcement {
  text: string;
  lang: string | undefined;
  /** Increments on every announcement so an identical text is re-read later. */
  seq: number;
}

type Listener = () => void;

const state: Record<Politeness, Announcement> = {
  polite: { text: '', lang: undefined, seq: 0 },
  assertive: { text: '', lang: undefined, seq: 0 },
};
const lastAt: Record<Politeness, number> = { polite: 0, assertive: 0 };
const listeners = new Set<Listener>();

export function announce(text: string, politeness: Politeness = 'polite', lang?: string): void {
  const now = Date.now();
  const previous = state[politeness];
  if (previous.text === text && now - lastAt[politeness] < 1000) return;
  lastAt[politeness] = now;
  state[politeness] = { text, lang, seq: previous.seq + 1 };
  for (const listener of listeners) listener();
}

export function subscribeAnnouncements(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function getAnnouncement(politeness: Politeness): Announcement {
  return state[politeness];
}
