import { describe, expect, it } from 'vitest';
import type { Checked } from './result';
import { checkOneLine, checkText } from './strings';
import { checkEmail } from './email';
import { isEmailAddress } from './email-address';
import { checkUrl, URL_MAX, withScheme } from './url';
import { checkPhone } from './phone';
import { checkDoi } from './doi';
import { checkOrcid } from './orcid';
import { checkDate } from './date';
import { checkId, isId } from './id';
import { validateUpdate } from './schema';
import { memberPublicSchema } from './schemas/member-public';

/**
 * Issue 12: every length limit is checked before any pattern sees the value, so an over-long
 * input is refused by its length (a crafted 254 KB `website_link` held the CPU for 23 s when the
 * scheme patterns ran first). The outcome is asserted, not the time: the time is the bench's.
 */
function outcome(checked: Checked<unknown>): string {
  return checked.ok ? `ok:${String(checked.value)}` : checked.code;
}

const HUGE = 254 * 1024;
// The shape that made the old host-with-port pattern backtrack over every dot.
const CRAFTED_URL = `${'a.'.repeat(HUGE / 2)}:x`;

describe('length before pattern', () => {
  it('a crafted 254 KB website link is refused as too long', () => {
    expect(checkUrl(CRAFTED_URL)).toEqual({ ok: false, code: 'too_long', params: { max: URL_MAX } });
    expect(checkUrl(`https://${'a'.repeat(HUGE)}.org`)).toEqual({ ok: false, code: 'too_long', params: { max: URL_MAX } });
    // Through the member schema, as the API receives it.
    const result = validateUpdate(memberPublicSchema, { website_link: CRAFTED_URL });
    expect(result.ok ? [] : result.errors).toEqual([
      expect.objectContaining({ field: 'website_link', code: 'too_long', params: { max: URL_MAX } }),
    ]);
  });

  it('a URL is measured before and after `https://` is prepended', () => {
    // 2,044 characters as typed, 2,052 once `https://` is prepended.
    expect(outcome(checkUrl(`${'a'.repeat(2040)}.org`))).toBe('too_long');
    expect(outcome(checkUrl(`${'a'.repeat(2032)}.org`))).toBe(`ok:https://${'a'.repeat(2032)}.org`);
    // An over-long value with a forbidden scheme is refused by its length first.
    expect(outcome(checkUrl(`javascript:${'a'.repeat(3000)}`))).toBe('too_long');
  });

  it('the scheme test of a value without a scheme stays exact', () => {
    expect(withScheme('www.example.org:8080/cv')).toBe('https://www.example.org:8080/cv');
    expect(withScheme('ab.c:80')).toBe('https://ab.c:80');
    expect(withScheme('a.:80/x')).toBe('https://a.:80/x');
    expect(withScheme('x.y:80x')).toBe('x.y:80x');
    expect(withScheme('http://x.org')).toBe('http://x.org');
    const crafted = `${'a.'.repeat(10_000)}:x`;
    expect(withScheme(crafted)).toBe(crafted);
  });

  it.each([
    ['e-mail', () => checkEmail(`${'a'.repeat(HUGE)}@x.ca`), 'too_long'],
    ['e-mail of dots', () => checkEmail(`a@${'b.'.repeat(HUGE / 2)}ca`), 'too_long'],
    ['phone', () => checkPhone('1 '.repeat(HUGE / 2)), 'too_long'],
    ['DOI', () => checkDoi(`10.1000/${'x'.repeat(HUGE)}`), 'too_long'],
    ['ORCID iD', () => checkOrcid('0'.repeat(HUGE)), 'invalid_format'],
    ['date', () => checkDate(`2024-01-01${'0'.repeat(HUGE)}`), 'invalid_format'],
    ['id', () => checkId('a'.repeat(HUGE)), 'invalid_format'],
    ['one-line string with control characters', () => checkOneLine('\u0007'.repeat(HUGE), 100), 'too_long'],
    ['text with control characters', () => checkText('\u0007'.repeat(HUGE), 100), 'too_long'],
  ])('an over-long %s is refused (%s)', (_name, run, expected) => {
    expect(outcome(run())).toBe(expected);
  });

  it('the exported predicates bound their input too', () => {
    expect(isEmailAddress(`${'a'.repeat(HUGE)}@x.ca`)).toBe(false);
    expect(isId('a'.repeat(65))).toBe(false);
    expect(isId('a'.repeat(64))).toBe(true);
  });
});

describe('e-mail addresses are safe in a mailto: link (issue 12 Deliver 6)', () => {
  it.each([
    'marie?cc=evil@x.ca',
    'marie#frag@x.ca',
    'marie%40evil@x.ca',
    'marie&body=x@x.ca',
    'marie/x@x.ca',
    'marie\\x@x.ca',
    'marie x@x.ca',
    'marie\u00a0x@x.ca',
    'marie\u0000@x.ca',
    'marie\u0085@x.ca',
    'marie,paul@x.ca',
    'marie;paul@x.ca',
    '"marie"@x.ca',
    'marie:x@x.ca',
    'marie<x>@x.ca',
    'marie(x)@x.ca',
    'marie[x]@x.ca',
    'marie\u202e@x.ca',
    'marie@x.ca?subject=hi',
    'marie@x.ca#top',
    'marie@x%2eca',
    'marie@x/y.ca',
  ])('%j is refused', (address) => {
    expect(checkEmail(address)).toEqual({ ok: false, code: 'invalid_format', params: { format: 'email' } });
  });

  it.each([
    'Marie.Tremblay@univ-nord.example',
    'jean+labo@sante.qc.ca',
    "o'brien@x.ca",
    'héloïse@université.example',
    'a_b-c@x.ca',
    'x!$*=^`{|}~@x.ca',
  ])('%j is still accepted', (address) => {
    expect(checkEmail(address)).toEqual({ ok: true, value: address });
  });
});
