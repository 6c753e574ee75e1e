import { test as base, expect } from '@playwright/test';

/**
 * The e2e `test`: every page runs under the site's content security policy (served by the local
 * host from staticwebapp.config.json), and a policy violation fails the test (spec
 * 1-roles-and-identity §1.7.5); so does a text shown before its part of the dictionary loaded
 * (issue 18).
 */
export const test = base.extend<{ cspViolations: string[] }>({
  // The built index.html paints a prerendered shell, and the SPA takes over just after that first
  // paint (docs/adr/0048): a page load waits for the takeover, as a person waits for the page to
  // respond, before the test reads what the SPA shows. Pages without the shell (the identity
  // provider, a file) do not wait.
  page: async ({ page }, use) => {
    const takenOver = () => page.locator('#root > .prerendered').first().waitFor({ state: 'detached' });
    const goto = page.goto.bind(page);
    page.goto = async (...args) => {
      const response = await goto(...args);
      await takenOver();
      return response;
    };
    const reload = page.reload.bind(page);
    page.reload = async (...args) => {
      const response = await reload(...args);
      await takenOver();
      return response;
    };
    await use(page);
  },
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
