import { describe, expect, it } from 'vitest';
import { chromiumPath, missingChromium } from './chromium';

describe('Chromium check', () => {
  it("uses Debian's Chromium unless CHROMIUM_PATH says otherwise", () => {
    expect(chromiumPath({})).toBe('/usr/bin/chromium');
    expect(chromiumPath({ CHROMIUM_PATH: '/opt/chromium/chrome' })).toBe('/opt/chromium/chrome');
  });

  it('names the one command to run when the browser is missing', () => {
    expect(missingChromium({ CHROMIUM_PATH: '/nonexistent/chromium' })).toContain('apt-get install -y chromium');
    expect(missingChromium({ CHROMIUM_PATH: process.execPath })).toBeNull();
  });
});
