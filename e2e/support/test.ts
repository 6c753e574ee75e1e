import { test as base, expect } from '@playwright/test';

/**
 * The e2e `test`: every page runs under the site's content security policy (served by the local
 * host from staticwebapp.config.json), and a policy violation fails the test (spec
 * 1-roles-and-identity §1.7.5); so does a text shown before its part of the dictionary loaded
 * (issue 18).
 */
export const test = base.extend<{ cspViolations: string[] }>({
  cspViolations: [
    async ({ page }, use) => {
      const violations: string[] = [];
      page.on('console', (message) => {
        if (message.type() !== 'error') return;
        if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
        // A text rendered before its part of the dictionary loaded (src/lib/i18n/dictionary.ts).
        if (message.text().startsWith('Missing text ')) violations.push(message.text());
      });
      await use(violations);
      expect(violations, 'content security policy violations and missing texts').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
