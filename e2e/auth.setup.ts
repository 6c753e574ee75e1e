import { test as setup } from './support/test';
import { DEMO_EMAILS, signInThroughUi, storageStateOf, type DemoRole } from './support/sign-in';

/** Signs in once per demo role through the real redirect flow; specs reuse the stored state. */
for (const role of Object.keys(DEMO_EMAILS) as DemoRole[]) {
  setup(`sign in as ${role}`, async ({ page }) => {
    await page.goto('/');
    await signInThroughUi(page, DEMO_EMAILS[role]);
    await page.context().storageState({ path: storageStateOf(role) });
  });
}
