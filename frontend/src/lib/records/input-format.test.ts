import { describe, expect, it } from 'vitest';
import { orcidOnLeave, urlOnLeave } from './input-format';

describe('values shown when a field is left (5-pages §5.2.6)', () => {
  it.each([
    ['www.example.org', 'https://www.example.org'],
    ['  example.org/cv  ', 'https://example.org/cv'],
    ['www.example.org:8080/cv', 'https://www.example.org:8080/cv'],
    ['//example.org', 'https://example.org'],
    ['http://example.org', 'http://example.org'],
    ['https://example.org', 'https://example.org'],
    // Another scheme is left for its message (invalid_url_scheme) to name.
    ['ftp://example.org', 'ftp://example.org'],
    ['', ''],
    ['   ', '   '],
  ])('url %j is shown as %j', (typed, shown) => {
    expect(urlOnLeave(typed)).toBe(shown);
  });

  it.each([
    ['0000000218250097', '0000-0002-1825-0097'],
    ['000000012345007x', '0000-0001-2345-007X'],
    ['https://orcid.org/0000000218250097', '0000-0002-1825-0097'],
    [' 0000-0002-1825-0097 ', '0000-0002-1825-0097'],
    // The acceptance inputs of spec 6-data-and-beyond §6.3.8.
    ['0000000000000837', '0000-0000-0000-0837'],
    ['https://orcid.org/0000-0002-1825-0097', '0000-0002-1825-0097'],
    ['0000-0000-0000-001x', '0000-0000-0000-001X'],
    ['HTTPS://ORCID.ORG/000000000000001x', '0000-0000-0000-001X'],
    ['https://orcid.org/0000000218250098', '0000-0002-1825-0098'],
    // Wrong check character: grouped all the same.
    ['0000000218250098', '0000-0002-1825-0098'],
    ['0000-00021825-0098', '0000-0002-1825-0098'],
    ['1234-5678', '1234-5678'],
    ['', ''],
  ])('orcid %j is shown as %j', (typed, shown) => {
    expect(orcidOnLeave(typed)).toBe(shown);
  });
});
