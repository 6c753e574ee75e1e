import { describe, expect, it } from 'vitest';
import type { Checked } from './result';
import { checkOneLine, checkText } from './strings';
import { checkEmail } from './email';
import { checkUrl, withScheme } from './url';
import { checkPhone } from './phone';
import { checkDoi, stripDoiPrefix } from './doi';
import { checkOrcid, orcidCheckCharacter } from './orcid';
import { checkDate } from './date';
import { centsToAmount, checkMoney } from './money';
import { checkId } from './id';

/** The code of a refusal, or "ok:<value>" for an accepted value. */
function outcome(checked: Checked<unknown>): string {
  return checked.ok ? `ok:${String(checked.value)}` : checked.code;
}

describe('one-line string', () => {
  it.each([
    ['Université du Nord — Santé publique', 'ok:Université du Nord — Santé publique'],
    ['  padded  ', 'ok:padded'],
    ['   ', 'ok:null'],
    ['trailing line break\n', 'ok:trailing line break'],
    ['Line one\nline two', 'invalid_characters'],
    ['tab\tinside', 'invalid_characters'],
    ['bell\u0007', 'invalid_characters'],
    ['c1 control\u0085', 'invalid_characters'],
    ['line\u2028separator', 'invalid_characters'],
  ])('%j → %s', (input, expected) => {
    expect(outcome(checkOneLine(input, 100))).toBe(expected);
  });

  it('counts code points after NFC: accents and emoji count one each', () => {
    expect(outcome(checkOneLine('é'.repeat(5), 5))).toBe('ok:ééééé');
    expect(outcome(checkOneLine('e\u0301'.repeat(5), 5))).toBe('ok:ééééé');
    expect(outcome(checkOneLine('😀'.repeat(5), 5))).toBe(`ok:${'😀'.repeat(5)}`);
    expect(checkOneLine('😀'.repeat(6), 5)).toEqual({ ok: false, code: 'too_long', params: { max: 5 } });
  });
});

describe('text', () => {
  it.each([
    ['First paragraph.\n\nSecond.', 'ok:First paragraph.\n\nSecond.'],
    ['Windows\r\nline\rbreaks\r\n', 'ok:Windows\nline\nbreaks'],
    ['a\ttab', 'ok:a\ttab'],
    ['\n\n', 'ok:null'],
    ['bell \u0007 inside', 'invalid_characters'],
    ['form\ffeed', 'invalid_characters'],
  ])('%j → %s', (input, expected) => {
    expect(outcome(checkText(input, 4000))).toBe(expected);
  });

  it('counts a CR LF as one character once converted', () => {
    expect(outcome(checkText('ab\r\ncd', 5))).toBe('ok:ab\ncd');
    expect(outcome(checkText('ab\r\ncde', 5))).toBe('too_long');
  });
});

describe('e-mail', () => {
  it.each([
    ['Marie.Tremblay@univ-nord.example', 'ok:Marie.Tremblay@univ-nord.example'],
    ['  jean+labo@sante.qc.ca ', 'ok:jean+labo@sante.qc.ca'],
    ['héloïse@université.example', 'ok:héloïse@université.example'],
    ['', 'ok:null'],
    ['marie@localhost', 'invalid_format'],
    ['a b@x.ca', 'invalid_format'],
    ['@x.ca', 'invalid_format'],
    ['a@@x.ca', 'invalid_format'],
    ['a@b@x.ca', 'invalid_format'],
    ['marie@x..ca', 'invalid_format'],
    ['marie@x_y.ca', 'invalid_format'],
    ['marie@-x.ca', 'invalid_format'],
    ['.marie@x.ca', 'invalid_format'],
    ['ma..rie@x.ca', 'invalid_format'],
    ['<marie>@x.ca', 'invalid_format'],
    ['marie@x.ca.', 'invalid_format'],
    [`${'a'.repeat(65)}@x.ca`, 'invalid_format'],
    [`${'a'.repeat(64)}@x.ca`, `ok:${'a'.repeat(64)}@x.ca`],
    [`a@${'b'.repeat(60)}.${'c'.repeat(60)}.${'d'.repeat(60)}.${'e'.repeat(60)}.${'f'.repeat(10)}.ca`, 'too_long'],
  ])('%j → %s', (input, expected) => {
    expect(outcome(checkEmail(input))).toBe(expected);
  });

  it('keeps other addresses as typed and lower-cases a login e-mail', () => {
    expect(outcome(checkEmail('Marie.Tremblay@Univ-Nord.example'))).toBe('ok:Marie.Tremblay@Univ-Nord.example');
    expect(outcome(checkEmail(' Marie.Tremblay@Univ-Nord.example ', { lowerCase: true }))).toBe(
      'ok:marie.tremblay@univ-nord.example',
    );
  });

  it('names the format in its refusal', () => {
    expect(checkEmail('marie@localhost')).toEqual({ ok: false, code: 'invalid_format', params: { format: 'email' } });
    expect(checkEmail(`${'a'.repeat(250)}@x.ca`)).toEqual({ ok: false, code: 'too_long', params: { max: 254 } });
  });
});

describe('URL', () => {
  it.each([
    ['https://lab.example.org/cv.pdf', 'ok:https://lab.example.org/cv.pdf'],
    ['www.example.org', 'ok:https://www.example.org'],
    ['www.example.org/cv.pdf', 'ok:https://www.example.org/cv.pdf'],
    ['example.org:8443/path?q=1#top', 'ok:https://example.org:8443/path?q=1#top'],
    ['http://example.org', 'ok:http://example.org'],
    ['HTTPS://Example.ORG/Path', 'ok:HTTPS://Example.ORG/Path'],
    ['//cdn.example.org/x', 'ok:https://cdn.example.org/x'],
    ['https://université.example/é', 'ok:https://université.example/é'],
    ['https://[2001:db8::1]:8080/', 'ok:https://[2001:db8::1]:8080/'],
    ['  https://x.org  ', 'ok:https://x.org'],
    ['', 'ok:null'],
    ['javascript:alert(1)', 'invalid_url_scheme'],
    ['JavaScript:alert(1)', 'invalid_url_scheme'],
    ['data:text/html,<script>alert(1)</script>', 'invalid_url_scheme'],
    ['vbscript:msgbox', 'invalid_url_scheme'],
    ['file:///etc/passwd', 'invalid_url_scheme'],
    ['ftp://x.org', 'invalid_url_scheme'],
    ['mailto:marie@x.ca', 'invalid_url_scheme'],
    ['https://user:pw@x.org', 'invalid_format'],
    ['https://user@x.org', 'invalid_format'],
    ['http://', 'invalid_format'],
    ['https:x.org', 'invalid_format'],
    ['https//example.org', 'invalid_format'],
    ['https://exa mple.org', 'invalid_format'],
    ['https://x.org/a b', 'invalid_format'],
    ['https://x.org\\@evil.org', 'invalid_format'],
    ['https://intranet/page', 'invalid_format'],
    ['https://x.org:99999/', 'invalid_format'],
    ['https://-x.org/', 'invalid_format'],
  ])('%j → %s', (input, expected) => {
    expect(outcome(checkUrl(input))).toBe(expected);
  });

  it('counts the maximum on the value after prepending', () => {
    const path = 'a'.repeat(2048 - 'https://x.org/'.length);
    expect(outcome(checkUrl(`x.org/${path}`))).toBe(`ok:https://x.org/${path}`);
    expect(checkUrl(`x.org/${path}a`)).toEqual({ ok: false, code: 'too_long', params: { max: 2048 } });
  });

  it('prepends https:// only when there is no scheme', () => {
    expect(withScheme('www.example.org')).toBe('https://www.example.org');
    expect(withScheme('http://example.org')).toBe('http://example.org');
    expect(withScheme('ftp://example.org')).toBe('ftp://example.org');
  });
});

describe('phone', () => {
  it.each([
    ['+1 613-555-0123', 'ok:+1 613-555-0123'],
    ['(613) 555-0123 ext. 4567', 'ok:(613) 555-0123 ext. 4567'],
    ['613.555.0123 x12', 'ok:613.555.0123 x12'],
    ['613-555-0123 EXT 9', 'ok:613-555-0123 EXT 9'],
    ['5550123', 'ok:5550123'],
    ['', 'ok:null'],
    ['555-012', 'invalid_format'],
    ['call me', 'invalid_format'],
    ['613-555-0123 ext.', 'invalid_format'],
    ['613-555-0123 poste 4', 'invalid_format'],
    ['555-012 x 12345', 'invalid_format'], // extension digits do not count
    [`+1 ${'5'.repeat(48)}`, 'too_long'],
  ])('%j → %s', (input, expected) => {
    expect(outcome(checkPhone(input))).toBe(expected);
  });
});

describe('DOI', () => {
  it.each([
    ['10.1000/xyz123', 'ok:10.1000/xyz123'],
    ['https://doi.org/10.1139/cjph-2023-0042', 'ok:10.1139/cjph-2023-0042'],
    ['http://doi.org/10.1139/CJPH-2023-0042', 'ok:10.1139/CJPH-2023-0042'],
    ['HTTPS://DX.DOI.ORG/10.1139/abc', 'ok:10.1139/abc'],
    ['http://dx.doi.org/10.1139/abc', 'ok:10.1139/abc'],
    ['doi:10.123456789/a.b(c)', 'ok:10.123456789/a.b(c)'],
    ['DOI:10.1000/x', 'ok:10.1000/x'],
    ['', 'ok:null'],
    ['10.12/abc', 'invalid_format'],
    ['10.1234567890/abc', 'invalid_format'],
    ['doi 10.1000/x', 'invalid_format'],
    ['10.1000/ab cd', 'invalid_format'],
    ['10.1000/a\u0085b', 'invalid_format'],
    ['10.1000/', 'invalid_format'],
    ['11.1000/x', 'invalid_format'],
    ['https://example.org/10.1000/x', 'invalid_format'],
    [`10.1000/${'x'.repeat(93)}`, 'too_long'],
  ])('%j → %s', (input, expected) => {
    expect(outcome(checkDoi(input))).toBe(expected);
  });

  it('accepts exactly 100 characters once the prefix is removed', () => {
    const bare = `10.1000/${'x'.repeat(92)}`;
    expect(outcome(checkDoi(`https://doi.org/${bare}`))).toBe(`ok:${bare}`);
    expect(stripDoiPrefix('Doi:10.1/x')).toBe('10.1/x');
  });
});

describe('ORCID iD', () => {
  it.each([
    ['0000-0002-1825-0097', 'ok:0000-0002-1825-0097'],
    ['https://orcid.org/0000-0002-1825-0097', 'ok:0000-0002-1825-0097'],
    ['https://orcid.org/0000000218250097', 'ok:0000-0002-1825-0097'],
    ['000000012345007x', 'ok:0000-0001-2345-007X'],
    ['0000-0000-0000-001x', 'ok:0000-0000-0000-001X'],
    ['0000000000000837', 'ok:0000-0000-0000-0837'],
    // The acceptance inputs of spec 6-data-and-beyond §6.3.8, and the address in any case.
    ['https://orcid.org/0000-0000-0000-001x', 'ok:0000-0000-0000-001X'],
    ['HTTPS://ORCID.ORG/0000-0002-1825-0097', 'ok:0000-0002-1825-0097'],
    ['https://orcid.org/0000-0002-1825-0098', 'invalid_checksum'],
    ['0000-0000-0000-0010', 'invalid_checksum'],
    ['https://orcid.org/', 'invalid_format'],
    ['0000-0002-1825-0097-', 'invalid_format'],
    ['', 'ok:null'],
    ['0000-0002-1825-0098', 'invalid_checksum'],
    ['1234-5678', 'invalid_format'],
    ['0000-0002-1825-009', 'invalid_format'],
    ['0000 0002 1825 0097', 'invalid_format'],
    ['000X-0002-1825-0097', 'invalid_format'],
    ['http://example.org/0000-0002-1825-0097', 'invalid_format'],
  ])('%j → %s', (input, expected) => {
    expect(outcome(checkOrcid(input))).toBe(expected);
  });

  it('computes the ISO 7064 MOD 11-2 check character', () => {
    expect(orcidCheckCharacter('000000021825009')).toBe('7');
    expect(orcidCheckCharacter('000000012345007')).toBe('X');
    expect(orcidCheckCharacter('000000000000083')).toBe('7');
    expect(orcidCheckCharacter('000000000000001')).toBe('X');
    expect(orcidCheckCharacter('000000000000000')).toBe('1');
    expect(checkOrcid('0000-0002-1825-0098')).toEqual({ ok: false, code: 'invalid_checksum' });
    expect(checkOrcid('1234-5678')).toEqual({ ok: false, code: 'invalid_format', params: { format: 'orcid' } });
  });
});

describe('date', () => {
  it.each([
    ['2024-02-29', 'ok:2024-02-29'],
    ['1998-10-01', 'ok:1998-10-01'],
    ['1900-01-01', 'ok:1900-01-01'],
    ['2100-12-31', 'ok:2100-12-31'],
    ['2000-02-29', 'ok:2000-02-29'],
    ['', 'ok:null'],
    ['2023-02-29', 'invalid_format'],
    ['2024-02-30', 'invalid_format'],
    ['2024-04-31', 'invalid_format'],
    ['2024-13-01', 'invalid_format'],
    ['2024-00-10', 'invalid_format'],
    ['2024-2-3', 'invalid_format'],
    ['2024-02-03T00:00:00Z', 'invalid_format'],
    ['03/02/2024', 'invalid_format'],
    ['1899-12-31', 'date_range'],
    ['2101-01-01', 'date_range'],
    ['2100-02-29', 'invalid_format'],
  ])('%j → %s', (input, expected) => {
    expect(outcome(checkDate(input))).toBe(expected);
  });
});

describe('money', () => {
  it.each([
    [125000, 125000, 12500000],
    [125000.5, 125000.5, 12500050],
    [125000.55, 125000.55, 12500055],
    [0, 0, 0],
    [-0, 0, 0],
    [0.07, 0.07, 7],
    [999999999.99, 999999999.99, 99999999999],
  ])('%d is accepted as %d (%i cents)', (input, value, cents) => {
    expect(checkMoney(input)).toEqual({ ok: true, value, cents });
  });

  it.each([
    [-1, 'amount_range'],
    [-0.01, 'amount_range'],
    [12.345, 'amount_range'],
    [0.1 + 0.2, 'amount_range'],
    [1e12, 'amount_range'],
    [1000000000, 'amount_range'],
    [1e-7, 'amount_range'],
    ['125000', 'invalid_type'],
    [null, 'invalid_type'],
    [true, 'invalid_type'],
    [Number.NaN, 'invalid_type'],
    [Number.POSITIVE_INFINITY, 'invalid_type'],
  ])('%j → %s', (input, code) => {
    expect(checkMoney(input)).toEqual({ ok: false, code });
  });

  it('gives back the amount of a number of cents exactly', () => {
    expect(centsToAmount(12500055)).toBe(125000.55);
    expect(centsToAmount(7)).toBe(0.07);
    expect(JSON.stringify(centsToAmount(99999999999))).toBe('999999999.99');
  });
});

describe('id', () => {
  it.each([
    ['faculty-health-sciences', 'ok:faculty-health-sciences'],
    ['Ab_9-', 'ok:Ab_9-'],
    ['x'.repeat(64), `ok:${'x'.repeat(64)}`],
    ['', 'ok:null'],
    ['../x', 'invalid_format'],
    ['x'.repeat(65), 'invalid_format'],
    ['a b', 'invalid_format'],
    ['é', 'invalid_format'],
  ])('%j → %s', (input, expected) => {
    expect(outcome(checkId(input))).toBe(expected);
  });
});
