import type { Browser, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { storageStateOf } from './support/sign-in';
import { apiGet, linkHolder, nextToken } from './support/api';
import { recordApiRequests } from './support/shell';

/**
 * Acceptance checks 8 to 12 of spec 5-pages §5.12, for the parts the other specs and the unit
 * tests do not prove already: registrations with every optional field empty, the member's own
 * product registration and self-removal, deletes that leave no link behind, the administrator's
 * refusals on their own account, and the member selectors that leave out each other's members.
 */

const idFrom = (url: string, section: string) => decodeURIComponent(new RegExp(`/${section}/([^/?]+)/`).exec(url)?.[1] ?? '');
const toasts = (page: Page) => page.getByRole('region', { name: 'Notifications' });
const detailValue = (page: Page, label: string) => page.locator('dt', { hasText: new RegExp(`^${label}$`) }).locator('+ dd');

/** Opens a member selector, returns the visible option labels, and closes it. */
async function offered(page: Page, label: string): Promise<string[]> {
  const box = page.getByRole('combobox', { name: label, exact: true });
  await box.click();
  const options = page.getByRole('listbox', { name: label, exact: true }).getByRole('option');
  await expect(options.first()).toBeVisible();
  const texts = (await options.allInnerTexts()).map((text) => text.trim());
  await box.press('Escape');
  return texts;
}

/** Chooses the option at `index` of a selector and returns its label. */
async function pick(page: Page, label: string, index = 0): Promise<string> {
  const box = page.getByRole('combobox', { name: label, exact: true });
  await box.click();
  const option = page.getByRole('listbox', { name: label, exact: true }).getByRole('option').nth(index);
  const text = (await option.innerText()).trim();
  await option.click();
  await box.press('Escape');
  return text;
}

/** Chooses the option named `name` of a selector, typed first to narrow the list. */
async function pickNamed(page: Page, label: string, name: string): Promise<void> {
  const box = page.getByRole('combobox', { name: label, exact: true });
  await box.click();
  await box.fill(name);
  await page.getByRole('listbox', { name: label, exact: true }).getByRole('option', { name: new RegExp(name) }).click();
  await box.press('Escape');
}

async function deleteThroughPage(page: Page, button: string, name: string, after: RegExp): Promise<void> {
  await page.getByRole('button', { name: button }).click();
  const dialog = page.getByRole('alertdialog');
  await dialog.getByRole('textbox').fill(name);
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(page).toHaveURL(after);
}

async function adminPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ storageState: storageStateOf('admin') });
  return context.newPage();
}

test.describe('as the administrator', () => {
  test.use({ storageState: storageStateOf('admin') });

  test('check 8: the partner, grant, event and supervision forms register with every optional field empty', async ({ page }) => {
    const stamp = Date.now();

    await page.goto('/partners/register');
    const partner = `E2E bare partner ${stamp}`;
    await page.getByRole('group', { name: /^Name/ }).getByRole('textbox', { name: 'English' }).fill(partner);
    const scope = page.getByRole('combobox', { name: 'Scope (required)' });
    await expect(scope.locator('option')).not.toHaveCount(1);
    await scope.selectOption({ index: 1 });
    await page.getByRole('button', { name: 'Register' }).click();
    await expect(page).toHaveURL(/\/partners\/[^/]+\/private$/);
    await expect(page.getByRole('heading', { level: 1, name: partner })).toBeVisible();
    const partnerId = idFrom(page.url(), 'partners');
    const partnerPublic = await apiGet<{ name_fr: string | null; description: string | null; type: unknown }>(page, `/api/partner/${encodeURIComponent(partnerId)}/public`);
    expect(partnerPublic.body).toMatchObject({ name_fr: null, description: null });
    await deleteThroughPage(page, 'Delete partner', partner, /\/partners$/);

    await page.goto('/grants/register');
    const grant = `E2E bare grant ${stamp}`;
    await page.getByRole('textbox', { name: 'Title (required)' }).fill(grant);
    await page.getByRole('textbox', { name: 'Amount (required)' }).fill('0');
    await page.getByRole('combobox', { name: 'Status (required)' }).selectOption({ index: 1 });
    await page.getByRole('combobox', { name: 'Source (required)' }).selectOption({ index: 1 });
    await page.getByRole('textbox', { name: 'All investigators (required)' }).fill('Doe, J.');
    await page.getByRole('button', { name: 'Register' }).click();
    await expect(page).toHaveURL(/\/grants\/[^/]+\/private$/);
    await expect(page.getByRole('heading', { level: 1, name: grant })).toBeVisible();
    const grantId = idFrom(page.url(), 'grants');
    const grantPublic = await apiGet(page, `/api/grant/${encodeURIComponent(grantId)}/public`);
    expect(grantPublic.body).toMatchObject({ submission_date: null, obtained_date: null, completed_date: null, topic: null, investigator_members: [], involved_members: [] });
    await deleteThroughPage(page, 'Delete grant', grant, /\/grants$/);

    await page.goto('/events/register');
    const event = `E2E bare event ${stamp}`;
    await page.getByRole('group', { name: /^Name/ }).getByRole('textbox', { name: 'English' }).fill(event);
    await page.getByRole('button', { name: 'Register' }).click();
    await expect(page).toHaveURL(/\/events\/[^/]+\/private$/);
    await expect(page.getByRole('heading', { level: 1, name: event })).toBeVisible();
    const eventId = idFrom(page.url(), 'events');
    const eventPublic = await apiGet(page, `/api/event/${encodeURIComponent(eventId)}/public`);
    expect(eventPublic.body).toMatchObject({ start_date: null, end_date: null, event_type: null, note: null, previous_events: [], members: [] });
    await deleteThroughPage(page, 'Delete event', event, /\/events$/);

    await page.goto('/supervisions/register');
    const last = `Bare${stamp}`;
    await page.getByRole('textbox', { name: 'First name (required)' }).fill('E2E');
    await page.getByRole('textbox', { name: 'Last name (required)' }).fill(last);
    await page.getByRole('button', { name: 'Register', exact: true }).click();
    await expect(page).toHaveURL(/\/supervisions\/[^/]+\/private$/);
    await expect(page.getByRole('heading', { level: 1, name: `E2E ${last}` })).toBeVisible();
    const supervisionId = idFrom(page.url(), 'supervisions');
    const supervisionPublic = await apiGet(page, `/api/supervision/${encodeURIComponent(supervisionId)}/public`);
    expect(supervisionPublic.body).toMatchObject({ start_date: null, end_date: null, faculty: null, level: null, principal_supervisors: [], trainee_members: [] });
    await deleteThroughPage(page, 'Delete supervision', `E2E ${last}`, /\/supervisions$/);
  });

  test('check 12: the supervision role selectors never offer a member chosen in another role', async ({ page }) => {
    await page.goto('/supervisions/register');
    await expect(page.getByRole('heading', { level: 1, name: 'Register a supervision' })).toBeVisible();
    const principal = await pick(page, 'Principal supervisors');
    for (const other of ["Trainee's member profile", 'Co-supervisors', 'Committee members']) {
      expect(await offered(page, other), other).not.toContain(principal);
    }
    const committee = await pick(page, 'Committee members');
    expect(committee).not.toBe(principal);
    for (const other of ["Trainee's member profile", 'Principal supervisors', 'Co-supervisors']) {
      expect(await offered(page, other), other).not.toContain(committee);
    }
    // Removing a member from a role offers it again in the others.
    await page.getByRole('button', { name: `Remove ${principal}` }).click();
    expect(await offered(page, 'Co-supervisors')).toContain(principal);
  });

  test('check 10 and 12: deleting a grant and an event with previous and next events leaves no link behind', async ({ page }) => {
    test.slow();
    const stamp = Date.now();

    // A grant with one investigator and one involved member; the two selectors leave out each other's members.
    const grant = `E2E linked grant ${stamp}`;
    await page.goto('/grants/register');
    await page.getByRole('textbox', { name: 'Title (required)' }).fill(grant);
    await page.getByRole('textbox', { name: 'Amount (required)' }).fill('100');
    await page.getByRole('combobox', { name: 'Status (required)' }).selectOption({ index: 1 });
    await page.getByRole('combobox', { name: 'Source (required)' }).selectOption({ index: 1 });
    await page.getByRole('textbox', { name: 'All investigators (required)' }).fill('Doe, J.');
    const offeredBefore = await offered(page, 'Involved members');
    const investigator = await pick(page, 'Investigator members');
    expect(offeredBefore).toContain(investigator);
    expect(await offered(page, 'Involved members')).not.toContain(investigator);
    const involved = await pick(page, 'Involved members');
    expect(involved).not.toBe(investigator);
    expect(await offered(page, 'Investigator members')).not.toContain(involved);
    await page.getByRole('button', { name: 'Register' }).click();
    await expect(page).toHaveURL(/\/grants\/[^/]+\/private$/);
    const grantId = idFrom(page.url(), 'grants');

    // Three events in a chain: first ← middle (which results in the grant) ← last.
    const registerEvent = async (name: string, start: string, previous?: string, resultingGrant?: string) => {
      await page.goto('/events/register');
      await page.getByRole('group', { name: /^Name/ }).getByRole('textbox', { name: 'English' }).fill(name);
      await page.getByRole('textbox', { name: 'Start date' }).fill(start);
      if (previous) await pickNamed(page, 'Previous events', previous);
      if (resultingGrant) await pickNamed(page, 'Resulting grants', resultingGrant);
      await page.getByRole('button', { name: 'Register' }).click();
      await expect(page).toHaveURL(/\/events\/[^/]+\/private$/);
      await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
      return idFrom(page.url(), 'events');
    };
    const first = `E2E chain first ${stamp}`;
    const middle = `E2E chain middle ${stamp}`;
    const last = `E2E chain last ${stamp}`;
    const firstId = await registerEvent(first, '2024-01-10');
    const middleId = await registerEvent(middle, '2025-01-10', first, grant);
    const lastId = await registerEvent(last, '2026-01-10', middle);
    await page.goto(`/events/${encodeURIComponent(middleId)}/private`);
    await expect(detailValue(page, 'Previous events').getByRole('link', { name: first })).toBeVisible();
    await expect(detailValue(page, 'Next events').getByRole('link', { name: last })).toBeVisible();
    await expect(detailValue(page, 'Resulting grants').getByRole('link', { name: grant })).toBeVisible();

    // The members' records list the grant before it is deleted.
    const token = await nextToken(page, () => page.reload());
    const grantDetail = await apiGet<{ investigator_members: Array<{ id: string }>; involved_members: Array<{ id: string }> }>(page, `/api/grant/${encodeURIComponent(grantId)}/public`);
    const memberIds = [...(grantDetail.body?.investigator_members ?? []), ...(grantDetail.body?.involved_members ?? [])].map((m) => m.id);
    expect(memberIds).toHaveLength(2);
    const memberGrants = async () =>
      Promise.all(memberIds.map(async (id) => (await apiGet<{ grants: Array<{ id: string }> }>(page, `/api/member/${encodeURIComponent(id)}/private`, token)).body?.grants.map((g) => g.id) ?? []));
    for (const grants of await memberGrants()) expect(grants).toContain(grantId);
    // The grant's detail names the events that result in it (found by their stored ids; the lists
    // no longer carry link ids, docs/adr/0033): the middle one only.
    const resultOf = await apiGet<{ events: Array<{ id: string }> }>(page, `/api/grant/${encodeURIComponent(grantId)}/public`);
    expect(resultOf.body?.events.map((e) => e.id)).toEqual([middleId]);
    const middlePath = `/api/event/${encodeURIComponent(middleId)}/private`;
    const middleBefore = await linkHolder(page, middlePath, 'resulting_grants', token);
    expect(middleBefore.linked).toEqual([grantId]);

    await page.goto(`/grants/${encodeURIComponent(grantId)}/private`);
    await deleteThroughPage(page, 'Delete grant', grant, /\/grants$/);
    expect((await apiGet(page, `/api/grant/${encodeURIComponent(grantId)}/public`)).status).toBe(404);
    // The middle event stays, rewritten by the delete (a new version) without the grant.
    const middleAfter = await linkHolder(page, middlePath, 'resulting_grants', token);
    expect({ linked: middleAfter.linked, rewritten: middleAfter.etag !== middleBefore.etag }).toEqual({ linked: [], rewritten: true });
    for (const grants of await memberGrants()) expect(grants).not.toContain(grantId);

    await page.goto(`/events/${encodeURIComponent(middleId)}/private`);
    await expect(detailValue(page, 'Resulting grants')).not.toContainText(grant);
    await deleteThroughPage(page, 'Delete event', middle, /\/events$/);
    expect((await apiGet(page, `/api/event/${encodeURIComponent(middleId)}/public`)).status).toBe(404);
    const afterEvent = await apiGet<Array<{ id: string; previous_event_ids: string[] }>>(page, '/api/all-events');
    expect(afterEvent.body?.filter((e) => e.previous_event_ids.includes(middleId)).map((e) => e.id)).toEqual([]);
    const firstDetail = await apiGet<{ next_events: Array<{ id: string }> }>(page, `/api/event/${encodeURIComponent(firstId)}/public`);
    const lastDetail = await apiGet<{ previous_events: Array<{ id: string }> }>(page, `/api/event/${encodeURIComponent(lastId)}/public`);
    expect(firstDetail.body?.next_events).toEqual([]);
    expect(lastDetail.body?.previous_events).toEqual([]);

    await page.goto(`/events/${encodeURIComponent(firstId)}/private`);
    await deleteThroughPage(page, 'Delete event', first, /\/events$/);
    await page.goto(`/events/${encodeURIComponent(lastId)}/private`);
    await deleteThroughPage(page, 'Delete event', last, /\/events$/);
  });

  test('check 11: on its own account the three refusals show their warnings and call no API', async ({ page }) => {
    await page.goto('/accounts?roles=admin');
    await page.getByRole('row').filter({ hasText: '(you)' }).getByRole('link').click();
    await expect(page.getByText('Your account')).toBeVisible();
    await expect(page.getByText('This account has administrator privileges.')).toBeVisible();
    await page.waitForLoadState('networkidle');
    const requests = recordApiRequests(page);

    const refusals: Array<[string, string]> = [
      ['Change login e-mail', 'Admins may not edit their own email. This prevents corrupting your own account.'],
      ['Remove administrator privileges', 'Admins may not remove their own admin permission. This ensures there is always at least one admin.'],
      ['Delete account', 'Admins may not delete themselves. This ensures there is always at least one admin.'],
    ];
    for (const [button, warning] of refusals) {
      await page.getByRole('button', { name: button }).click();
      await expect(toasts(page)).toContainText(warning);
      await expect(page.getByRole('dialog')).toHaveCount(0);
      await expect(page.getByRole('alertdialog')).toHaveCount(0);
      // The button stays visible and enabled so that the reason can be read again.
      await expect(page.getByRole('button', { name: button })).toBeEnabled();
    }
    // Leave time for a request that would follow a press.
    await page.waitForTimeout(500);
    expect(requests).toEqual([]);
    await expect(page.getByText('This account has administrator privileges.')).toBeVisible();
  });
});

test.describe('as a member', () => {
  test.use({ storageState: storageStateOf('member') });
  const self = 'Éric Lévesque';

  test('check 8 and 9: registers a product as its member author, then removes themself: confirmation, then view-only', async ({ page, browser }) => {
    const title = `E2E own product ${Date.now()}`;
    await page.goto('/products/register');
    await expect(page.getByRole('heading', { level: 1, name: 'Register a product' })).toBeVisible();
    const warning = page.getByText('Without you among the member authors, you will not be able to edit or delete this product once it is registered.');
    await expect(page.getByRole('button', { name: `Remove ${self}` })).toBeVisible();
    await expect(page.getByText('You are listed as a member author. Remove yourself if you are not one of the authors.')).toBeVisible();
    await expect(warning).toHaveCount(0);
    await page.getByRole('button', { name: `Remove ${self}` }).click();
    await expect(warning).toBeVisible();
    await pickNamed(page, 'Member authors', self);
    await expect(warning).toHaveCount(0);

    // Every optional field empty: only the title and the author text.
    await page.getByRole('group', { name: /Title/ }).getByRole('textbox', { name: 'English' }).fill(title);
    await page.getByRole('textbox', { name: 'All authors (required)' }).fill('Lévesque, É.; Doe, J.');
    await page.getByRole('button', { name: 'Register' }).click();
    await expect(page).toHaveURL(/\/products\/[^/]+\/private$/);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    const id = idFrom(page.url(), 'products');
    const saved = await apiGet(page, `/api/product/${encodeURIComponent(id)}/public`);
    expect(saved.body).toMatchObject({ publish_date: null, doi: null, product_type: null, note: null, partners: [], targets: [] });
    await expect(detailValue(page, 'Member authors').getByText(self)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Delete product' })).toBeVisible();

    // Self-removal: confirmed first; Cancel keeps the form; Save anyway leaves a view-only page.
    await page.getByRole('button', { name: 'Edit' }).click();
    await page.getByRole('button', { name: `Remove ${self}` }).click();
    await page.getByRole('button', { name: 'Save' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Remove yourself from the authors?' });
    await expect(confirm.getByText('You will no longer be able to edit or delete this product.')).toBeVisible();
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(confirm).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Save' })).toBeVisible();
    await page.getByRole('button', { name: 'Save' }).click();
    await confirm.getByRole('button', { name: 'Save anyway' }).click();
    await expect(page.getByText('Success!').first()).toBeVisible();
    await expect(page.getByText("Only the product's member authors and administrators can edit it.")).toBeVisible();
    await expect(page.getByRole('button', { name: 'Edit' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Done' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Save' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Delete product' })).toHaveCount(0);
    await expect(detailValue(page, 'Member authors')).not.toContainText(self);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Delete product' })).toHaveCount(0);

    const admin = await adminPage(browser);
    await admin.goto(`/products/${encodeURIComponent(id)}/private`);
    await deleteThroughPage(admin, 'Delete product', title, /\/products$/);
    await admin.context().close();
  });

  test('check 10: deleting a product as its member author needs the exact title; Back does not reopen it', async ({ page }) => {
    const title = `E2E deleted product ${Date.now()}`;
    await page.goto('/products/register');
    await page.getByRole('group', { name: /Title/ }).getByRole('textbox', { name: 'English' }).fill(title);
    await page.getByRole('textbox', { name: 'All authors (required)' }).fill('Lévesque, É.');
    await page.getByRole('button', { name: 'Register' }).click();
    await expect(page).toHaveURL(/\/products\/[^/]+\/private$/);
    const id = idFrom(page.url(), 'products');

    await page.getByRole('button', { name: 'Delete product' }).click();
    const dialog = page.getByRole('alertdialog');
    for (const wrong of [title.toUpperCase(), title.slice(0, -1)]) {
      await dialog.getByRole('textbox').fill(wrong);
      await dialog.getByRole('button', { name: 'Delete' }).click();
      await expect(dialog.getByText('The name does not match.')).toBeVisible();
    }
    await expect(page).toHaveURL(new RegExp(`/products/${id}/private$`));
    expect((await apiGet(page, `/api/product/${encodeURIComponent(id)}/public`)).status).toBe(200);
    await dialog.getByRole('textbox').fill(title);
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(page).toHaveURL(/\/products$/);
    await expect(page.getByRole('heading', { level: 1, name: 'All products' })).toBeVisible();
    expect((await apiGet(page, `/api/product/${encodeURIComponent(id)}/public`)).status).toBe(404);

    await page.goBack();
    await expect(page).toHaveURL(/\/products\/register$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Register a product' })).toBeVisible();
  });

  test('check 8 and 10: a partner added by the member is in its partnerships; deleting it removes the link', async ({ page, browser }) => {
    const name = `E2E my partner ${Date.now()}`;
    await page.goto('/partners/register-partner');
    await page.getByRole('group', { name: /^Name/ }).getByRole('textbox', { name: 'English' }).fill(name);
    const scope = page.getByRole('combobox', { name: 'Scope (required)' });
    await expect(scope.locator('option')).not.toHaveCount(1);
    await scope.selectOption({ index: 1 });
    await page.getByRole('button', { name: 'Register' }).click();
    await expect(page).toHaveURL(/\/partners\/[^/]+\/public$/);
    const id = idFrom(page.url(), 'partners');

    await page.goto('/my-profile?tab=private');
    await expect(page.getByRole('tab', { name: 'Private', selected: true })).toBeVisible();
    const partnerships = detailValue(page, 'Partnerships');
    await expect(partnerships.getByRole('link', { name })).toHaveAttribute('href', `/partners/${id}`);
    const publicHref = (await page.getByRole('link', { name: 'View the public page' }).getAttribute('href')) ?? '';
    const memberId = decodeURIComponent(/\/members\/([^/]+)\//.exec(publicHref)?.[1] ?? '');
    expect(memberId).not.toBe('');

    const admin = await adminPage(browser);
    await admin.goto(`/partners/${encodeURIComponent(id)}/private?tab=private`);
    await expect(admin.getByRole('region', { name: 'Member partnerships' }).getByRole('link', { name: self })).toBeVisible();
    await deletePartnerAndCheck(admin, id, name, memberId);
    await admin.context().close();

    await page.reload();
    await expect(page.getByRole('tab', { name: 'Private', selected: true })).toBeVisible();
    await expect(partnerships).not.toContainText(name);
  });
});

async function deletePartnerAndCheck(admin: Page, id: string, name: string, memberId: string): Promise<void> {
  const token = await nextToken(admin, () => admin.reload());
  const before = await apiGet<{ partnerships: Array<{ organization: { id: string } }> }>(admin, `/api/member/${encodeURIComponent(memberId)}/private`, token);
  expect(before.body?.partnerships.map((p) => p.organization.id)).toContain(id);
  await deleteThroughPage(admin, 'Delete partner', name, /\/partners$/);
  expect((await apiGet(admin, `/api/partner/${encodeURIComponent(id)}/public`)).status).toBe(404);
  const after = await apiGet<{ partnerships: Array<{ organization: { id: string } }> }>(admin, `/api/member/${encodeURIComponent(memberId)}/private`, token);
  expect(after.status).toBe(200);
  expect(after.body?.partnerships.map((p) => p.organization.id)).not.toContain(id);
}
