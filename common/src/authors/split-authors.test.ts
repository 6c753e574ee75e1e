import { describe, expect, it } from 'vitest';
import { authorNames, authorPieces, isOnlyInitials, nameWords, normalizeName, splitAuthorText, withoutTitleAndMarks } from './split-authors';

describe('normalisation, words and initials (spec 3-api §3.14.3)', () => {
  it.each([
    ['Jean-Pierre', 'jean pierre'],
    ["O'Connor", 'o connor'],
    ['O’Connor', 'o connor'],
    ['Lévesque', 'levesque'],
    ['J.-P.', 'j p'],
    ['Œuvre Æther Straße', 'oeuvre aether strasse'],
    ['  Marie   Tremblay ', 'marie tremblay'],
    ['Le\u0301vesque', 'levesque'],
  ])('%j → %j', (text, normalised) => {
    expect(normalizeName(text)).toBe(normalised);
  });

  it('marks words written as two or three capital letters', () => {
    expect(nameWords('JP J.P. ANH LEE NGUYEN Jp É. ÉR')).toEqual([
      { word: 'jp', capitals: true },
      { word: 'jp', capitals: true },
      { word: 'anh', capitals: true },
      { word: 'lee', capitals: true },
      { word: 'nguyen', capitals: false },
      { word: 'jp', capitals: false },
      { word: 'e', capitals: false },
      { word: 'er', capitals: true },
    ]);
    expect(nameWords("J.-P. O'Connor").map((w) => w.word)).toEqual(['j', 'p', 'o', 'connor']);
  });

  it.each([
    ['M.', true],
    ['J. M.', true],
    ['J.-P.', true],
    ['JP', true],
    ['S', true],
    ['Marie', false],
    ['J. Marie', false],
    ['', false],
  ])('%j is made of initials only: %s', (text, expected) => {
    expect(isOnlyInitials(text)).toBe(expected);
  });
});

describe('splitting into pieces (spec 3-api §3.14.2)', () => {
  it('removes "et al" and "et coll" in any case, with an optional dot and comma before', () => {
    expect(splitAuthorText('Tremblay, Marie and Smith J, et al.')).toEqual(['Tremblay, Marie', 'Smith J']);
    expect(splitAuthorText('A. Roy; B. Roy ET AL')).toEqual(['A. Roy', 'B. Roy']);
    expect(splitAuthorText('Gagnon G et coll.; Roy R')).toEqual(['Gagnon G', 'Roy R']);
    expect(splitAuthorText('Marc et Alain Roy')).toEqual(['Marc', 'Alain Roy']);
  });

  it('splits on ";", "&", line breaks and the whole words "and" and "et"', () => {
    expect(splitAuthorText('A Roy; B Roy & C Roy\nD Roy\r\nE Roy AND F Roy et G Roy')).toEqual([
      'A Roy', 'B Roy', 'C Roy', 'D Roy', 'E Roy', 'F Roy', 'G Roy',
    ]);
    expect(splitAuthorText('Alexander Anderson; Etienne Bennett')).toEqual(['Alexander Anderson', 'Etienne Bennett']);
  });

  it('never splits on commas when the text holds a ";"', () => {
    expect(splitAuthorText('García López, María José; Diallo M.')).toEqual(['García López, María José', 'Diallo M.']);
  });

  it('joins a one-word segment with a one-word or initials segment, and a 2–3 word segment with initials', () => {
    expect(splitAuthorText('Tremblay, M., Nguyen, A.')).toEqual(['Tremblay, M.', 'Nguyen, A.']);
    expect(splitAuthorText('Tremblay, Marie, Smith, John')).toEqual(['Tremblay, Marie', 'Smith, John']);
    expect(splitAuthorText('Bouchard Roy, S., Van der Berg, J.')).toEqual(['Bouchard Roy, S.', 'Van der Berg, J.']);
    expect(splitAuthorText('E. Levesque, W. Zhang, K. Mensah')).toEqual(['E. Levesque', 'W. Zhang', 'K. Mensah']);
    expect(splitAuthorText('Dubois-Martin C, Lévesque É, Okafor N')).toEqual(['Dubois-Martin C', 'Lévesque É', 'Okafor N']);
    expect(splitAuthorText('Smith, John Michael')).toEqual(['Smith', 'John Michael']);
    expect(splitAuthorText('A B C D, J.')).toEqual(['A B C D', 'J.']);
    // A joined piece is not joined again.
    expect(splitAuthorText('Roy, Anne, Marie')).toEqual(['Roy, Anne', 'Marie']);
  });

  it('collapses white space and drops empty pieces', () => {
    expect(splitAuthorText('  Marie    Tremblay ;;   & \n')).toEqual(['Marie Tremblay']);
    expect(splitAuthorText('Marie Tremblay, , ,John Smith')).toEqual(['Marie Tremblay', 'John Smith']);
    // With a ";" a lone comma stays a piece of steps 1–3; step 4 ignores it as empty.
    expect(splitAuthorText('Marie Tremblay; ,')).toEqual(['Marie Tremblay', ',']);
    expect(authorPieces('Marie Tremblay; ,').map((p) => p.text)).toEqual(['Marie Tremblay']);
    expect(splitAuthorText('')).toEqual([]);
  });

  it('removes a leading title and trailing affiliation marks for matching only', () => {
    expect(withoutTitleAndMarks('Dr. Élise O’Connor')).toBe('Élise O’Connor');
    expect(withoutTitleAndMarks('dre Marie Roy')).toBe('Marie Roy');
    expect(withoutTitleAndMarks('Prof John Smith')).toBe('John Smith');
    expect(withoutTitleAndMarks('PR. Jean Roy')).toBe('Jean Roy');
    expect(withoutTitleAndMarks('A. Nguyen1,2*†')).toBe('A. Nguyen');
    expect(withoutTitleAndMarks('A. Nguyen 1*†')).toBe('A. Nguyen');
    expect(withoutTitleAndMarks('Drew Prost')).toBe('Drew Prost');
    expect(authorPieces('Dr. Kwame Mensah; A. Nguyen1*')).toEqual([
      { text: 'Dr. Kwame Mensah', name: 'Kwame Mensah' },
      { text: 'A. Nguyen1*', name: 'A. Nguyen' },
    ]);
  });

  it('ignores pieces left empty and pieces whose words repeat an earlier piece', () => {
    expect(authorPieces('Dr.; 12*; Marie Tremblay; marie  TREMBLAY; Marie-Tremblay; Tremblay Marie').map((p) => p.text)).toEqual([
      'Marie Tremblay',
      'Tremblay Marie',
    ]);
  });

  it('gives the names of the authors list without titles and marks, repeats kept', () => {
    expect(authorNames('Dr. Kwame Mensah, A. Nguyen1*; Kwame  Mensah; Prof.')).toEqual(['Kwame Mensah, A. Nguyen', 'Kwame Mensah']);
    expect(authorNames('Smith J & Smith J')).toEqual(['Smith J', 'Smith J']);
  });
});
