import { e2eStacks } from '../scripts/local/e2e-stacks';
import { test as setup } from './support/test';
import { DEMO_EMAILS, signInThroughUi, storageStateIn, type DemoRole } from './support/sign-in';

/*
 * Signs in once per demo role and per stack through the real redirect flow; specs reuse the
 * stored state. Each worker has a stack of its own (docs/adr/0050), whose sign-ins are stored in
 * that stack's run folder; run directly there is one stack, this worker's.
 */
const stacks = e2eStacks();
const targets = stacks.length > 0 ? stacks : [{ PORTAL_TEST_WEB_URL: '', PORTAL_TEST_RUN_DIR: process.env.PORTAL_TEST_RUN_DIR ?? '' }];

targets.forEach((stack, index) => {
  for (const role of Object.keys(DEMO_EMAILS) as DemoRole[]) {
    setup(`sign in as ${role}${targets.length > 1 ? ` (stack ${index + 1})` : ''}`, async ({ browser, baseURL }) => {
      const context = await browser.newContext({ baseURL: stack.PORTAL_TEST_WEB_URL || baseURL });
      const page = await context.newPage();
      await page.goto('/');
      await page.locator('#root > .prerendered').first().waitFor({ state: 'detached' });
      await signInThroughUi(page, DEMO_EMAILS[role]);
      await context.storageState({ path: storageStateIn(stack.PORTAL_TEST_RUN_DIR ?? '', role) });
      await context.close();
    });
  }
});
