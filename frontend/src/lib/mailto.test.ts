import { describe, expect, it } from 'vitest';
import { mailtoHref } from './mailto';

describe('mailtoHref', () => {
  it('links a plain address as it reads', () => {
    expect(mailtoHref('Marie.Tremblay@univ-nord.example')).toBe('mailto:Marie.Tremblay@univ-nord.example');
    expect(mailtoHref("o'brien@x.ca")).toBe("mailto:o'brien@x.ca");
  });

  it('percent-encodes what a link would read as syntax', () => {
    expect(mailtoHref('jean+labo@sante.qc.ca')).toBe('mailto:jean%2Blabo@sante.qc.ca');
    expect(mailtoHref('x!$*=^`{|}~@x.ca')).toBe("mailto:x!%24*%3D%5E%60%7B%7C%7D~@x.ca");
    expect(mailtoHref('héloïse@université.example')).toBe('mailto:h%C3%A9lo%C3%AFse@universit%C3%A9.example');
  });

  it('encodes the subject and the body as header values', () => {
    expect(
      mailtoHref('admin@aurora-network.example', {
        subject: 'Registration request',
        body: 'Please register the login e-mail a&b=c?d#e@x.ca.',
      }),
    ).toBe(
      'mailto:admin@aurora-network.example?subject=Registration%20request&body=Please%20register%20the%20login%20e-mail%20a%26b%3Dc%3Fd%23e%40x.ca.',
    );
    expect(mailtoHref('a@x.ca', { body: 'only a body' })).toBe('mailto:a@x.ca?body=only%20a%20body');
  });

  it.each([
    'marie?cc=evil@x.ca',
    'marie@x.ca?bcc=evil@y.ca',
    'marie#x@x.ca',
    'marie%40evil@x.ca',
    'a&body=x@x.ca',
    'a,b@x.ca',
    'a b@x.ca',
    'javascript:alert(1)//@x.ca',
    'not an address',
    '',
  ])('gives no link for %j, which is not a valid address', (value) => {
    expect(mailtoHref(value)).toBeUndefined();
  });

  it('gives no link without an address', () => {
    expect(mailtoHref(null)).toBeUndefined();
    expect(mailtoHref(undefined)).toBeUndefined();
  });
});
