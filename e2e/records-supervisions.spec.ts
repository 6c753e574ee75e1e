import type { Browser, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { storageStateOf } from './support/sign-in';
import { expectNoAxeViolations, switchToEnglish, switchToFrench } from './support/shell';

/**
 * Issue 6 acceptance for supervisions (spec 5-pages §5.10): an administrator registers a
 * supervision, finds it through a URL filter, edits it (one relation included) and deletes it
 * with the typed name; the API then shows no record linking to it. A member registers a
 * supervision they lead and is its principal supervisor. Dates per locale; axe in both languages.
 */

/** The bearer token the SPA sends, taken from its next authenticated API request. */
async function nextToken(page: Page, trigger: () => Promise<unknown>): Promise<string> {
  const request = page.waitForRequest((r) => r.url().includes('/api/') && Boolean(r.headers()['authorization']));
  await trigger();
  return (await request).headers()['authorization'] ?? '';
}

async function apiGet<T>(page: Page, path: string, token: string): Promise<{ status: number; body: T | null }> {
  const response = await page.request.get(path, { headers: { Authorization: token, 'X-Authorization': token, 'Cache-Control': 'no-cache' } });
  return { status: response.status(), body: response.ok() ? ((await response.json()) as T) : null };
}

async function pickFirst(page: Page, label: string): Promise<string> {
  const box = page.getByRole('combobox', { name: label, exact: true });
  await box.click();
  const option = page.getByRole('listbox', { name: label, exact: true }).getByRole('option').first();
  const text = (await option.innerText()).trim();
  await option.click();
  await box.press('Escape');
  return text;
}

async function registerSupervision(page: Page, first: string, last: string, french = false): Promise<string> {
  await page.goto('/supervisions/register');
  if (french) await switchToFrench(page);
  const l = french
    ? { heading: 'Enregistrer une supervision', first: 'Prénom (obligatoire)', last: 'Nom de famille (obligatoire)', start: 'Date de début', principals: 'Direction principale', submit: 'Enregistrer' }
    : { heading: 'Register a supervision', first: 'First name (required)', last: 'Last name (required)', start: 'Start date', principals: 'Principal supervisors', submit: 'Register' };
  await expect(page.getByRole('heading', { level: 1, name: l.heading })).toBeVisible();
  await page.getByRole('textbox', { name: l.first }).fill(first);
  await page.getByRole('textbox', { name: l.last }).fill(last);
  await page.getByRole('textbox', { name: l.start }).fill('2024-03-14');
  await pickFirst(page, l.principals);
  await page.getByRole('button', { name: l.submit, exact: true }).click();
  await expect(page).toHaveURL(/\/supervisions\/[^/]+\/private$/);
  await expect(page.getByRole('heading', { level: 1, name: `${first} ${last}` })).toBeVisible();
  return decodeURIComponent(/\/supervisions\/([^/]+)\/private/.exec(page.url())?.[1] ?? '');
}

async function deleteSupervision(page: Page, name: string, after: RegExp, button = 'Delete supervision', confirm = 'Delete') {
  await page.getByRole('button', { name: button }).click();
  const dialog = page.getByRole('alertdialog');
  await dialog.getByRole('textbox').fill(name);
  await dialog.getByRole('button', { name: confirm }).click();
  await expect(page).toHaveURL(after);
}

test.describe('as the administrator', () => {
  test.use({ storageState: storageStateOf('admin') });

  test('register, filter through the URL, edit with a relation, delete with the typed name', async ({ page }) => {
    const last = `Trainee${Date.now()}`;
    const name = `E2E ${last}`;
    const id = await registerSupervision(page, 'E2E', last);
    const panel = page.getByRole('tabpanel');
    await expect(panel.getByText('March 14, 2024')).toBeVisible();
    await expect(panel.locator('dt', { hasText: /^Principal supervisors$/ }).locator('+ dd li')).toHaveCount(1);

    await page.goto(`/supervisions?supervisionIds=${encodeURIComponent(id)}&showEndDate=true`);
    await expect(page.getByRole('heading', { level: 1, name: 'All supervisions' })).toBeVisible();
    await expect(page.getByText(/^1 of \d+ supervisions$/)).toBeVisible();
    const table = page.getByRole('table', { name: 'All supervisions' });
    await expect(table.getByRole('cell', { name: 'March 14, 2024' })).toBeVisible();
    await expect(table.getByRole('columnheader', { name: 'End date' })).toBeVisible();
    // No co-supervisor, committee or trainee member yet: the row does not expand.
    await expect(table.getByRole('button', { name: `Show details: ${name}` })).toHaveCount(0);

    await table.getByRole('link', { name }).click();
    await expect(page).toHaveURL(new RegExp(`/supervisions/${id}/private`));
    await page.getByRole('button', { name: 'Edit' }).click();
    const coSupervisor = await pickFirst(page, 'Co-supervisors');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Success!').first()).toBeVisible();
    await page.getByRole('button', { name: 'Done' }).click();
    await expect(panel.locator('dt', { hasText: /^Co-supervisors$/ }).locator('+ dd li')).toHaveText([coSupervisor]);

    // The list row now expands to show the co-supervisor.
    await page.goto(`/supervisions?supervisionIds=${encodeURIComponent(id)}`);
    await table.getByRole('button', { name: `Show details: ${name}` }).click();
    await expect(table.getByRole('heading', { name: 'Co-supervisors' })).toBeVisible();
    await table.getByRole('link', { name }).click();
    await expect(page).toHaveURL(new RegExp(`/supervisions/${id}/private`));

    const token = await nextToken(page, () => page.reload());
    const before = await apiGet<{ principal_supervisors: Array<{ id: string }>; co_supervisors: Array<{ id: string }> }>(page, `/api/supervision/${encodeURIComponent(id)}/private`, token);
    const memberIds = [...(before.body?.principal_supervisors ?? []), ...(before.body?.co_supervisors ?? [])].map((m) => m.id);
    expect(memberIds).toHaveLength(2);
    for (const memberId of memberIds) {
      const member = await apiGet<{ supervisions: Array<{ id: string }> }>(page, `/api/member/${encodeURIComponent(memberId)}/private`, token);
      expect(member.body?.supervisions.map((s) => s.id)).toContain(id);
    }

    await deleteSupervision(page, name, /\/supervisions$/);
    const listed = await apiGet<Array<{ id: string }>>(page, '/api/all-supervisions', token);
    expect(listed.body?.some((s) => s.id === id)).toBe(false);
    expect((await apiGet(page, `/api/supervision/${encodeURIComponent(id)}/public`, token)).status).toBe(404);
    for (const memberId of memberIds) {
      const member = await apiGet<{ supervisions: Array<{ id: string }> }>(page, `/api/member/${encodeURIComponent(memberId)}/private`, token);
      expect(member.status).toBe(200);
      expect(member.body?.supervisions.map((s) => s.id)).not.toContain(id);
    }
  });

  test('French labels and fr-CA dates; axe on list, register and detail pages in both languages', async ({ page }) => {
    // Nine axe scans: on a loaded two-core machine this takes longer than the default 30 s.
    test.slow();
    const last = `Stagiaire${Date.now()}`;
    const name = `E2E ${last}`;
    await page.goto('/supervisions/register');
    await expect(page.getByRole('heading', { level: 1, name: 'Register a supervision' })).toBeVisible();
    await expectNoAxeViolations(page);
    const id = await registerSupervision(page, 'E2E', last, true);
    await expect(page.getByRole('tabpanel').getByText('14 mars 2024')).toBeVisible();
    await expectNoAxeViolations(page);

    await page.goto(`/supervisions/${encodeURIComponent(id)}/public`);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page.getByText('Direction principale')).toBeVisible();
    await expect(page.getByText('14 mars 2024')).toBeVisible();
    // Empty items are left out of the public view.
    await expect(page.getByText('Codirection')).toHaveCount(0);
    await expectNoAxeViolations(page);

    await page.goto(`/supervisions?supervisionIds=${encodeURIComponent(id)}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Toutes les supervisions' })).toBeVisible();
    await expect(page.getByText(/^1 sur \d+ supervisions$/)).toBeVisible();
    await expect(page.getByRole('cell', { name: '14 mars 2024' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.goto('/supervisions/register');
    await expect(page.getByRole('heading', { level: 1, name: 'Enregistrer une supervision' })).toBeVisible();
    await expectNoAxeViolations(page);

    await switchToEnglish(page);
    await page.goto(`/supervisions?supervisionIds=${encodeURIComponent(id)}`);
    await expect(page.getByText(/^1 of \d+ supervisions$/)).toBeVisible();
    await expectNoAxeViolations(page);
    await page.goto(`/supervisions/${encodeURIComponent(id)}/public`);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.goto(`/supervisions/${encodeURIComponent(id)}/private`);
    await expect(page.getByRole('tab', { name: 'Public' })).toBeVisible();
    await expectNoAxeViolations(page);
    await deleteSupervision(page, name, /\/supervisions$/);
  });
});

test.describe('as a member', () => {
  test.use({ storageState: storageStateOf('member') });

  test('registers a supervision they lead and is its principal supervisor', async ({ page }) => {
    const self = 'Éric Lévesque';
    await page.goto('/supervisions/register-supervision');
    await expect(page.getByRole('heading', { level: 1, name: 'Add a supervision I lead' })).toBeVisible();
    await expect(page.getByText('You will be one of the principal supervisors of this supervision.')).toBeVisible();
    await expectNoAxeViolations(page);

    // The caller is left out of the selectors.
    const others = page.getByRole('combobox', { name: 'Other principal supervisors' });
    await others.click();
    const options = page.getByRole('listbox', { name: 'Other principal supervisors' }).getByRole('option');
    await expect(options.first()).toBeVisible();
    expect((await options.allInnerTexts()).map((text) => text.trim())).not.toContain(self);
    await others.press('Escape');

    await page.getByRole('textbox', { name: 'First name (required)' }).fill('Temporary');
    await page.getByRole('textbox', { name: 'Last name (required)' }).fill(`Name${Date.now()}`);
    const trainee = await pickFirst(page, "Trainee's member profile");
    await page.getByRole('button', { name: `Use the member's name: ${trainee}` }).click();
    await expect(page.getByRole('textbox', { name: 'First name (required)' })).not.toHaveValue('Temporary');
    const chosen = `${await page.getByRole('textbox', { name: 'First name (required)' }).inputValue()} ${await page.getByRole('textbox', { name: 'Last name (required)' }).inputValue()}`;
    expect(chosen).toBe(trainee);
    await expect(page.getByRole('button', { name: /Use the member's name/ })).toHaveCount(0);
    await page.getByRole('textbox', { name: 'Start date' }).fill('2025-09-01');

    await page.getByRole('button', { name: 'Register', exact: true }).click();
    await expect(page).toHaveURL(/\/supervisions\/[^/]+\/private$/);
    await expect(page.getByRole('heading', { level: 1, name: trainee })).toBeVisible();
    const panel = page.getByRole('tabpanel');
    await expect(panel.locator('dt', { hasText: /^Principal supervisors$/ }).locator('+ dd li')).toHaveText([self]);
    await expect(panel.locator('dt', { hasText: /^Trainee's member profile$/ }).locator('+ dd li')).toHaveText([trainee]);
    await expect(page.getByRole('button', { name: 'Edit' })).toBeVisible();
    await expectNoAxeViolations(page);

    // A principal supervisor who is not an administrator may delete it; they go to My Profile.
    await deleteSupervision(page, trainee, /\/my-profile$/);
  });
});

test.describe('a member who removes themself', () => {
  test.use({ storageState: storageStateOf('member') });

  test('confirms first, then lands on the public page', async ({ page, browser }) => {
    const last = `Self${Date.now()}`;
    const name = `E2E ${last}`;
    await page.goto('/supervisions/register-supervision');
    await page.getByRole('textbox', { name: 'First name (required)' }).fill('E2E');
    await page.getByRole('textbox', { name: 'Last name (required)' }).fill(last);
    await page.getByRole('button', { name: 'Register', exact: true }).click();
    await expect(page).toHaveURL(/\/supervisions\/[^/]+\/private$/);
    const id = decodeURIComponent(/\/supervisions\/([^/]+)\/private/.exec(page.url())?.[1] ?? '');

    await page.getByRole('button', { name: 'Edit' }).click();
    await page.getByRole('button', { name: 'Remove Éric Lévesque' }).click();
    await page.getByRole('button', { name: 'Save' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Remove yourself from the principal supervisors?' });
    await expect(dialog.getByText('You will no longer be able to edit or delete this supervision.')).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(page).toHaveURL(new RegExp(`/supervisions/${id}/private`));
    await expect(dialog).toHaveCount(0);
    // Saving from the unsaved-changes prompt asks the same question.
    await page.getByRole('button', { name: 'Done' }).click();
    await page.getByRole('alertdialog', { name: 'You have unsaved changes!' }).getByRole('button', { name: 'Save' }).click();
    await dialog.getByRole('button', { name: 'Save anyway' }).click();
    await expect(page).toHaveURL(new RegExp(`/supervisions/${id}/public$`));
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Go to the private page' })).toHaveCount(0);

    await deleteAsAdmin(browser, id, name);
  });
});

async function deleteAsAdmin(browser: Browser, id: string, name: string) {
  const context = await browser.newContext({ storageState: storageStateOf('admin') });
  const admin = await context.newPage();
  await admin.goto(`/supervisions/${encodeURIComponent(id)}/private`);
  await expect(admin.getByRole('heading', { level: 1, name })).toBeVisible();
  await deleteSupervision(admin, name, /\/supervisions$/);
  await context.close();
}

test.describe('guards of the private page', () => {
  /** A demo supervision in which Éric Lévesque (the demo member) holds no role. */
  async function supervisionWithoutMember(page: Page): Promise<{ id: string; name: string }> {
    const response = await page.request.get('/api/all-supervisions');
    const items = (await response.json()) as Array<{ id: string; first_name: string; last_name: string } & Record<'trainee_members' | 'principal_supervisors' | 'co_supervisors' | 'committee_members', Array<{ first_name: string; last_name: string }>>>;
    const found = items.find((s) =>
      [...s.trainee_members, ...s.principal_supervisors, ...s.co_supervisors, ...s.committee_members].every((m) => `${m.first_name} ${m.last_name}` !== 'Éric Lévesque'),
    );
    if (!found) throw new Error('no demo supervision without the demo member');
    return { id: found.id, name: `${found.first_name} ${found.last_name}` };
  }

  test.describe('a registered account without member record', () => {
    test.use({ storageState: storageStateOf('guest') });
    test('gets "Access denied" for the page', async ({ page }) => {
      const { id } = await supervisionWithoutMember(page);
      await page.goto(`/supervisions/${encodeURIComponent(id)}/private`);
      await expect(page.getByRole('heading', { level: 1, name: 'Access denied' })).toBeVisible();
      await expect(page.getByText('You are not authorized to view this page.')).toBeVisible();
    });
  });

  test.describe('a member who holds no role', () => {
    test.use({ storageState: storageStateOf('member') });
    test('sees the record\'s forbidden state, and the public page without the private link', async ({ page }) => {
      const { id, name } = await supervisionWithoutMember(page);
      await page.goto(`/supervisions/${encodeURIComponent(id)}/private`);
      await expect(page.getByText('You are not authorized to view this record.')).toBeVisible();
      await page.goto(`/supervisions/${encodeURIComponent(id)}/public`);
      await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Go to the private page' })).toHaveCount(0);
      await page.goto('/supervisions');
      await expect(page.getByText('You are not authorized to view this page.')).toBeVisible();
    });
  });
});
