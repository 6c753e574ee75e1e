import { describe, expect, it } from 'vitest';
import { codesToString, firstMatches, highlightRanges, matchesWords, normaliseForSearch, pushWordCodes, queryWords, searchIndex, searchWords, startsAWord, startsWithFirstWord, wordKey, WordKeyWriter, type Indexed } from './match';

/** Every match, in order. */
const searchMatches = <T,>(index: readonly Indexed<T>[], words: readonly string[], keep?: (item: T) => boolean) => firstMatches(index, words, Number.POSITIVE_INFINITY, keep).shown;

describe('search normalisation (4-shell §4.11.1)', () => {
  it('removes accents, lower-cases, expands ligatures, splits apostrophes and hyphens', () => {
    expect(normaliseForSearch('  Élève  ')).toBe('eleve');
    expect(normaliseForSearch('Œuvre ÆSOP Straße')).toBe('oeuvre aesop strasse');
    expect(normaliseForSearch("L'Écuyer-Dubois   O’Neil")).toBe('l ecuyer dubois o neil');
  });

  it('matches when every typed word occurs somewhere', () => {
    const jane = normaliseForSearch('Jane Doe');
    expect(matchesWords(jane, searchWords('doe ja'))).toBe(true);
    expect(matchesWords(jane, searchWords('doe jo'))).toBe(false);
    expect(matchesWords(normaliseForSearch('Élève'), searchWords('eleve'))).toBe(true);
    expect(searchWords('   ')).toEqual([]);
    expect(matchesWords(jane, [])).toBe(true);
  });
});

describe('precomputed search keys (issue 13)', () => {
  const options = [
    { id: '1', label: 'Élodie Tremblay' },
    { id: '2', label: 'Marc Lévesque', searchText: 'Marc Lévesque mlevesque' },
    { id: '3', label: "Anne O'Neil-Côté" },
    { id: '4', label: 'Tremblay, Luc' },
    { id: '5', label: 'Œuvres complètes' },
  ];
  /** The matching as the selector did it before: every option normalised on every keystroke. */
  const naive = (query: string, keep: (id: string) => boolean = () => true) => {
    const words = searchWords(query);
    const hits = options.filter((option) => keep(option.id) && matchesWords(normaliseForSearch(option.searchText ?? option.label), words));
    if (words.length === 0) return hits;
    return [...hits.filter((option) => startsWithFirstWord(normaliseForSearch(option.label), words)), ...hits.filter((option) => !startsWithFirstWord(normaliseForSearch(option.label), words))];
  };
  const index = searchIndex(options, (option) => option.searchText ?? option.label, (option) => option.label);

  it('gives the same matches, in the same order, as normalising on every keystroke', () => {
    for (const query of ['', 'trem', 'TREMBLAY', 'eleve', 'levesque', 'mlev', 'o neil', 'cote anne', 'oeuvre', 'l', 'e', 'zz']) {
      expect(searchMatches(index, searchWords(query)).map((option) => option.id)).toEqual(naive(query).map((option) => option.id));
    }
    expect(searchMatches(index, searchWords('trem')).map((option) => option.id)).toEqual(['4', '1']);
  });

  it('leaves out what `keep` refuses without rebuilding the index', () => {
    const keep = (id: string) => id !== '4';
    expect(searchMatches(index, searchWords('trem'), (option) => keep(option.id)).map((option) => option.id)).toEqual(naive('trem', keep).map((option) => option.id));
    expect(searchMatches(index, [], (option) => keep(option.id))).toHaveLength(4);
  });

  it('normalises each option once, when the index is built', () => {
    let calls = 0;
    const counted = searchIndex(options, (option) => {
      calls += 1;
      return option.label;
    });
    const built = calls;
    searchMatches(counted, searchWords('tremblay'));
    searchMatches(counted, searchWords('marc'));
    expect(calls).toBe(built);
  });

  it('collects only the first `limit` matches, in the same order, and counts them all', () => {
    for (const query of ['', 'trem', 'e', 'l', 'zz']) {
      const all = searchMatches(index, searchWords(query));
      for (const limit of [0, 1, 2, 3, 10]) {
        expect(firstMatches(index, searchWords(query), limit)).toEqual({ shown: all.slice(0, limit), total: all.length });
      }
    }
    expect(firstMatches(index, [], 2, (option) => option.id !== '1')).toEqual({ shown: [options[1], options[2]], total: 4 });
  });
});

describe('word-prefix matching of the global search (6-data-and-beyond §6.3.3)', () => {
  const spaced = (text: string) => ` ${wordKey(text)}`;
  const finds = (text: string, query: string) => queryWords(query).every((word) => startsAWord(spaced(text), word));

  it('ignores accents and case, expands ligatures (œ, æ, ß)', () => {
    expect(finds('Éric Lévesque', 'eric LEVESQUE')).toBe(true);
    expect(finds('Cœur et santé', 'coeur sante')).toBe(true);
    expect(finds('Ægir Straße', 'aegir strasse')).toBe(true);
  });

  it('treats hyphens, apostrophes and other punctuation as word breaks', () => {
    expect(finds('Jean-Pierre Lévesque', 'pierre')).toBe(true);
    expect(finds("L'Écuyer O’Neil", 'ecuyer neil')).toBe(true);
    expect(finds('Vaccins (COVID-19)', 'covid 19')).toBe(true);
    expect(finds('louis.ouellet@example.org', 'ouellet')).toBe(true);
  });

  it('matches a word by its prefix, never inside it', () => {
    expect(finds('Éric Lévesque', 'lev eri')).toBe(true);
    expect(finds('Éric Lévesque', 'e levesque')).toBe(true);
    expect(finds('Éric Lévesque', 'vesque')).toBe(false);
    expect(finds('Éric Lévesque', 'eric tremblay')).toBe(false);
  });

  it('cuts the query as texts are cut', () => {
    expect(queryWords("  Santé-mentale d'abord ")).toEqual(['sante', 'mentale', 'd', 'abord']);
    expect(queryWords('10.5555/ARN.2024.001')).toEqual(['10', '5555', 'arn', '2024', '001']);
    expect(queryWords(' - ')).toEqual([]);
  });
});

describe('highlight ranges (6-data-and-beyond §6.3.3)', () => {
  const marked = (text: string, query: string) => highlightRanges(text, queryWords(query)).map(([a, b]) => text.slice(a, b));

  it('marks the matched word starts in the displayed text, accent-insensitively', () => {
    expect(marked('Un élève motivé', 'eleve')).toEqual(['élève']);
    expect(marked('Éric Lévesque', 'lev er')).toEqual(['Ér', 'Lév']);
    expect(marked('Straße', 'strass')).toEqual(['Straß']);
    expect(marked('Cœur', 'coe')).toEqual(['Cœ']);
  });

  it('marks nothing inside a word and merges overlapping marks', () => {
    expect(marked('Lévesque', 'vesque')).toEqual([]);
    expect(marked('Jean-Pierre', 'jean je')).toEqual(['Jean']);
    expect(highlightRanges('abc', [])).toEqual([]);
  });

  it('keeps the offsets of decomposed text', () => {
    const decomposed = 'E\u0301ric'.normalize('NFD');
    expect(highlightRanges(decomposed, ['eri'])).toEqual([[0, 4]]);
  });
});

describe('wordKey', () => {
  it('equals normalising then cutting at non-word characters', () => {
    for (const text of ['Éric Lévesque', "L'ŒUVRE d’Æsop — Straße (2024)", 'plain ASCII: title, v2.0', '  São Paulo  ', 'E\u0301COLE']) {
      expect(wordKey(text)).toBe(normaliseForSearch(text).replace(/[^\p{L}\p{N}]+/gu, ' ').trim());
    }
  });
});

describe('WordKeyWriter (issue 15: search texts without decomposing each text)', () => {
  /** The reference: the whole text decomposed, then taken unit by unit. */
  const reference = (text: string) => {
    const codes: number[] = [];
    pushWordCodes(text, codes);
    return codesToString(codes);
  };

  it('gives the reference key for every unit of the Basic Multilingual Plane outside the surrogates', () => {
    // Each unit between letters (its key may be a cut, a mark or letters), 2,048 units a text.
    const differing: number[] = [];
    for (let from = 0; from < 0x10000; from += 2048) {
      let text = '';
      for (let code = from; code < from + 2048; code += 1) if (code < 0xd800 || code > 0xdfff) text += `a${String.fromCharCode(code)}`;
      if (wordKey(text) !== reference(text)) differing.push(from);
    }
    expect(differing).toEqual([]);
  });

  it('gives the reference key for mixed texts, decomposed input, ligatures, Hangul and surrogate pairs', () => {
    const pieces = ['É', 'e\u0301', 'Œ', 'æ', 'ß', 'İ', '한', '글', ' ', '-', '’', "'", '(', '2024', 'x', 'Z', '\u{2F800}', '\u{1D15E}', '😀', '\u0483', 'ǅ', '·', 'ª²ðøþ', 'ÿ', 'Ā'];
    let seed = 7;
    const next = () => (seed = (seed * 1103515245 + 12345) % 2147483648);
    const differing: string[] = [];
    for (let n = 0; n < 2000; n += 1) {
      let text = '';
      const length = next() % 12;
      for (let i = 0; i < length; i += 1) text += pieces[next() % pieces.length];
      if (wordKey(text) !== reference(text)) differing.push(text);
    }
    expect(differing).toEqual([]);
  });

  it('writes many texts into one buffer, growing it, each key read from where it starts', () => {
    const writer = new WordKeyWriter();
    const long = '한국어 Élève '.repeat(2000);
    writer.push(32);
    writer.write('Œuvre');
    const start = writer.length;
    writer.push(32);
    writer.write(long);
    expect(writer.text()).toBe(` oeuvre ${reference(long)}`);
    expect(writer.text(start)).toBe(` ${reference(long)}`);
    // Latin-1 letters kept as they are, then a wider letter in the same buffer.
    writer.clear();
    const latin = 'Ðøþ ª² Ærø '.repeat(20);
    writer.write(latin);
    expect(writer.text()).toBe(reference(latin));
    writer.push(32);
    writer.write('Ωμέγα');
    expect(writer.text()).toBe(`${reference(latin)} ${reference('Ωμέγα')}`);
    writer.clear();
    writer.write('  --  ');
    expect(writer.text()).toBe('');
  });
});
