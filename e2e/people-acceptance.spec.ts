import type { Browser, Page, Response } from '@playwright/test';
import { expect, test } from './support/test';
import { storageStateOf, type DemoRole } from './support/sign-in';
import { avatarButton, switchToEnglish, switchToFrench } from './support/shell';

/**
 * Acceptance checks 3, 5, 6 and 7 of spec 5-pages §5.12, for what the other people-* specs do
 * not cover yet: the members list's combined filters, history and "Empty" option, French count
 * and column-toggle parameters; the member's own Public tab (read-only member type, "No
 * changes", avatar after a name change, stale version between two of its sessions); the active
 * status switch (self, then locked by an administrator); and the absence of every insight
 * value from what the member sees. Éric is the demo member; each test puts his record back
 * (other spec files read his name and need him active), through the API when a step failed.
 */
const ERIC = 'member-eric-levesque';
const privateRoute = `/api/member/${ERIC}/private`;
const notifications = (page: Page) => page.getByRole('region', { name: 'Notifications' });
const resultCount = (page: Page) => page.locator('.result-count');
const rowNames = (page: Page) => page.getByRole('table').locator('tbody tr[data-row]').getByRole('link');

interface Named {
  id: string;
  name_en: string | null;
  name_fr: string | null;
}
interface ListMember {
  id: string;
  account: { first_name: string; last_name: string };
  faculty_id: string | null;
  keyword_ids: string[];
}
interface PrivateMember {
  id: string;
  account: { first_name: string; last_name: string };
  is_active: boolean;
  work_phone: string | null;
  member_type: Named | null;
  etag: string;
  insight?: Record<string, string | null> | null;
}

/** Calls the API with the bearer token that the SPA of `page` sends (taken from its next request). */
async function apiOf(page: Page) {
  const request = page.waitForRequest((r) => r.url().includes('/api/') && Boolean(r.headers()['authorization']));
  await page.goto('/my-profile');
  const token = (await request).headers()['authorization'] ?? '';
  const headers = { Authorization: token, 'X-Authorization': token, 'Cache-Control': 'no-cache' };
  return {
    async get<T>(path: string): Promise<T> {
      const response = await page.request.get(path, { headers });
      expect(response.status(), `GET ${path}`).toBe(200);
      return (await response.json()) as T;
    },
    async patch(path: string, etag: string, body: Record<string, unknown>): Promise<void> {
      const response = await page.request.patch(path, { headers: { ...headers, 'If-Match': `"${etag}"` }, data: body });
      expect(response.status(), `PATCH ${path}`).toBe(200);
    },
  };
}

/** An API caller in a context of its own, signed in as `role`. */
async function apiAs(browser: Browser, role: DemoRole) {
  const context = await browser.newContext({ storageState: storageStateOf(role) });
  const page = await context.newPage();
  return { api: await apiOf(page), close: () => context.close() };
}

/** Puts Éric back as the demo has him: active, named Éric Lévesque, with the given work phone. */
async function restoreEric(browser: Browser, workPhone?: string | null) {
  const { api, close } = await apiAs(browser, 'admin');
  try {
    let member = await api.get<PrivateMember>(privateRoute);
    if (!member.is_active) {
      await api.patch(`/api/update-member/${ERIC}/private`, member.etag, { is_active: true });
      member = await api.get<PrivateMember>(privateRoute);
    }
    const name = member.account.first_name !== 'Éric' || member.account.last_name !== 'Lévesque';
    const phone = workPhone !== undefined && member.work_phone !== workPhone;
    if (name || phone) {
      await api.patch(`/api/update-member/${ERIC}/public`, member.etag, {
        ...(name ? { first_name: 'Éric', last_name: 'Lévesque' } : {}),
        ...(phone ? { work_phone: workPhone } : {}),
      });
    }
  } finally {
    await close();
  }
}

// Éric's work phone as the run found it; every test that changes Éric restores him at its end,
// and this hook once more after the file (its own timeout), should a test have stopped midway.
let demoWorkPhone: string | null | undefined;
test.beforeAll(async ({ browser }) => {
  const { api, close } = await apiAs(browser, 'admin');
  try {
    demoWorkPhone = (await api.get<PrivateMember>(privateRoute)).work_phone;
  } finally {
    await close();
  }
});
test.afterAll(async ({ browser }) => {
  await restoreEric(browser, demoWorkPhone);
});

async function openTab(page: Page, tab: 'public' | 'private', edit: boolean) {
  await page.goto(`/members/${ERIC}/private${tab === 'private' ? '?tab=private' : ''}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Éric Lévesque' })).toBeVisible();
  if (edit) {
    await page.getByRole('button', { name: 'Edit' }).click();
    await expect(page.getByRole('button', { name: 'Done' })).toBeVisible();
  }
}

async function saveSucceeds(page: Page) {
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(notifications(page)).toContainText('Success!');
}

async function choose(page: Page, filter: string, typed: string, option: string) {
  await page.getByRole('combobox', { name: filter, exact: true }).fill(typed);
  await page.getByRole('listbox', { name: filter, exact: true }).getByRole('option', { name: option, exact: true }).click();
}

const fullName = (member: ListMember) => `${member.account.first_name} ${member.account.last_name}`;
/** The keyword selector's option label: "<English> / <French>", either left out when missing. */
const keywordLabel = (keyword: Named) => [keyword.name_en, keyword.name_fr].filter(Boolean).join(' / ');
const sorted = (names: readonly string[]) => [...names].sort();

test.describe('check 3: the members list', () => {
  test.use({ storageState: storageStateOf('member') });

  test('two faculties and a keyword: OR within, AND across; URL, reload and Back; counts in both languages', async ({ page }) => {
    const api = await apiOf(page);
    const [members, faculties, keywords] = await Promise.all([
      api.get<ListMember[]>('/api/all-members'),
      api.get<Named[]>('/api/all-faculties'),
      api.get<Named[]>('/api/all-keywords'),
    ]);
    // The two faculties with the most members, and a keyword that some but not all of their
    // members have and that members of other faculties have too (so both filters matter).
    const size = (id: string) => members.filter((m) => m.faculty_id === id).length;
    const [a, b] = [...faculties].sort((x, y) => size(y.id) - size(x.id) || x.id.localeCompare(y.id));
    expect(a && b && size(b.id) > 0).toBeTruthy();
    const inFaculties = members.filter((m) => m.faculty_id === a!.id || m.faculty_id === b!.id);
    const keyword = [...keywords]
      .sort((x, y) => x.id.localeCompare(y.id))
      .find((k) => {
        const inside = inFaculties.filter((m) => m.keyword_ids.includes(k.id)).length;
        const outside = members.filter((m) => !inFaculties.includes(m) && m.keyword_ids.includes(k.id)).length;
        return inside > 0 && inside < inFaculties.length && outside > 0 && k.name_en && k.name_fr;
      });
    expect(keyword, 'a keyword that tells the filters apart').toBeDefined();
    const expected = inFaculties.filter((m) => m.keyword_ids.includes(keyword!.id)).map(fullName);
    const total = members.length;

    await page.goto('/members');
    await expect(resultCount(page)).toHaveText(`${total} members`);
    await choose(page, 'Filter by faculty', a!.name_en!, a!.name_en!);
    await expect(page).toHaveURL(new RegExp(`[?&]faculties=${a!.id}$`));
    await choose(page, 'Filter by faculty', b!.name_en!, b!.name_en!);
    await expect(page).toHaveURL(new RegExp(`[?&]faculties=${a!.id},${b!.id}$`));
    await expect(resultCount(page)).toHaveText(`${inFaculties.length} of ${total} members`);
    await choose(page, 'Filter by keyword', keyword!.name_en!, keywordLabel(keyword!));
    const url = new URL(page.url());
    expect(url.searchParams.get('faculties')).toBe(`${a!.id},${b!.id}`);
    expect(url.searchParams.get('keywords')).toBe(keyword!.id);
    await expect(resultCount(page)).toHaveText(`${expected.length} of ${total} members`);
    await expect(rowNames(page)).toHaveCount(expected.length);
    expect(sorted(await rowNames(page).allInnerTexts())).toEqual(sorted(expected));

    // Reloading the address restores the same view, chosen values included.
    await page.reload();
    await expect(resultCount(page)).toHaveText(`${expected.length} of ${total} members`);
    expect(sorted(await rowNames(page).allInnerTexts())).toEqual(sorted(expected));
    for (const label of [a!.name_en!, b!.name_en!, keywordLabel(keyword!)]) {
      await expect(page.getByRole('button', { name: `Remove ${label}`, exact: true })).toBeVisible();
    }

    // In French: "<n> sur <total> membres".
    await switchToFrench(page);
    await expect(resultCount(page)).toHaveText(`${expected.length} sur ${total} membres`);
    await switchToEnglish(page);

    // Back removes the last choice (the keyword), then the second faculty.
    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`\\?faculties=${a!.id},${b!.id}$`));
    await expect(resultCount(page)).toHaveText(`${inFaculties.length} of ${total} members`);
    expect(sorted(await rowNames(page).allInnerTexts())).toEqual(sorted(inFaculties.map(fullName)));
    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`\\?faculties=${a!.id}$`));
    await expect(resultCount(page)).toHaveText(`${size(a!.id)} of ${total} members`);
  });

  test('"Empty" in the faculty filter keeps the members without faculty; a keyword tag of a row adds to the filter', async ({ page }) => {
    const api = await apiOf(page);
    const members = await api.get<ListMember[]>('/api/all-members');
    const keywords = await api.get<Named[]>('/api/all-keywords');
    const withoutFaculty = members.filter((m) => m.faculty_id === null);
    expect(withoutFaculty.length).toBeGreaterThan(0);

    await page.goto('/members');
    await choose(page, 'Filter by faculty', 'Empty', 'Empty');
    await expect(page).toHaveURL(/\?faculties=none$/);
    await expect(resultCount(page)).toHaveText(`${withoutFaculty.length} of ${members.length} members`);
    expect(sorted(await rowNames(page).allInnerTexts())).toEqual(sorted(withoutFaculty.map(fullName)));

    // A keyword tag in a row joins the keyword filter (the faculty filter stays).
    const member = withoutFaculty.find((m) => m.keyword_ids.length > 0);
    expect(member, 'a member without faculty but with keywords').toBeDefined();
    const keyword = keywords.find((k) => k.id === member!.keyword_ids[0])!;
    const row = page.getByRole('table').locator('tbody tr[data-row]').filter({ has: page.getByRole('link', { name: fullName(member!), exact: true }) });
    await row.getByRole('button', { name: `Filter by keyword ${keyword.name_en ?? keyword.name_fr}`, exact: true }).click();
    const url = new URL(page.url());
    expect(url.searchParams.get('faculties')).toBe('none');
    expect(url.searchParams.get('keywords')).toBe(keyword.id);
    const both = withoutFaculty.filter((m) => m.keyword_ids.includes(keyword.id));
    await expect(resultCount(page)).toHaveText(`${both.length} of ${members.length} members`);
    await expect(page.getByRole('button', { name: `Remove ${keywordLabel(keyword)}`, exact: true })).toBeVisible();
    // Once chosen, the same tag changes nothing (no second history entry: Back leaves only Empty).
    await row.getByRole('button', { name: `Filter by keyword ${keyword.name_en ?? keyword.name_fr}`, exact: true }).click();
    expect(new URL(page.url()).searchParams.get('keywords')).toBe(keyword.id);
    await page.goBack();
    await expect(page).toHaveURL(/\?faculties=none$/);
    await page.goForward();
    await expect(page).toHaveURL(new RegExp(`[?&]keywords=${keyword.id}`));

    await switchToFrench(page);
    await expect(page.getByRole('button', { name: 'Retirer Vide', exact: true })).toBeVisible();
    await expect(resultCount(page)).toHaveText(`${both.length} sur ${members.length} membres`);
    await switchToEnglish(page);
  });

  test('column toggles write show… parameters only when they differ from the default', async ({ page }) => {
    await page.goto('/members');
    await expect(page.getByRole('columnheader', { name: 'Keywords' })).toBeVisible();
    const keywords = page.getByRole('checkbox', { name: 'Show keywords' });
    const memberType = page.getByRole('checkbox', { name: 'Show member type' });
    await expect(keywords).toBeChecked();
    await expect(memberType).not.toBeChecked();

    const params = () => Object.fromEntries(new URL(page.url()).searchParams);
    await keywords.uncheck();
    await expect(page.getByRole('columnheader', { name: 'Keywords' })).toHaveCount(0);
    expect(params()).toEqual({ showKeywords: 'false' });
    await memberType.check();
    await expect(page.getByRole('columnheader', { name: 'Member type' })).toBeVisible();
    expect(params()).toEqual({ showKeywords: 'false', showMemberType: 'true' });
    await expect(page.getByRole('columnheader', { name: 'Member type' })).toBeVisible();

    await page.reload();
    await expect(page.getByRole('columnheader', { name: 'Member type' })).toBeVisible();
    await expect(page.getByRole('columnheader', { name: 'Keywords' })).toHaveCount(0);
    await expect(keywords).not.toBeChecked();

    // Back to the defaults: no show… parameter is left.
    await keywords.check();
    await expect(page.getByRole('columnheader', { name: 'Keywords' })).toBeVisible();
    expect(params()).toEqual({ showMemberType: 'true' });
    await memberType.uncheck();
    await expect(page).toHaveURL(/\/members$/);
    await expect(page.getByRole('columnheader', { name: 'Keywords' })).toBeVisible();
    await expect(page.getByRole('columnheader', { name: 'Member type' })).toHaveCount(0);
  });
});

test.describe('check 5: the member edits its own Public tab', () => {
  test.use({ storageState: storageStateOf('member') });

  test('the member type is read-only, "No changes" sends nothing, a name change updates the avatar', async ({ page, browser }) => {
    const api = await apiOf(page);
    const before = await api.get<PrivateMember>(privateRoute);
    const patches: Array<{ url: string; body: string }> = [];
    page.on('request', (request) => {
      if (request.method() === 'PATCH') patches.push({ url: request.url(), body: request.postData() ?? '' });
    });
    try {
      await openTab(page, 'public', true);
      // Read-only: no control, the help, the current value.
      await expect(page.getByRole('combobox', { name: 'Member type' })).toHaveCount(0);
      const typeField = page.locator('.form-field').filter({ hasText: 'Only an administrator can change the member type.' });
      await expect(typeField).toContainText(before.member_type?.name_en ?? '—');

      await page.getByRole('button', { name: 'Save', exact: true }).click();
      await expect(notifications(page)).toContainText('No changes');
      expect(patches).toEqual([]);

      await expect(avatarButton(page)).toHaveText('ÉL');
      await page.getByRole('textbox', { name: 'First name' }).fill('Zoé');
      await saveSucceeds(page);
      await expect(avatarButton(page)).toHaveText('ZL');
      await expect(avatarButton(page)).toHaveAttribute('aria-label', /Zoé Lévesque$/);
      expect(patches).toHaveLength(1);
      expect(patches[0]!.url).toContain(`/api/update-member/${ERIC}/public`);
      expect(JSON.parse(patches[0]!.body)).not.toHaveProperty('member_type_id');

      await page.getByRole('textbox', { name: 'First name' }).fill('Éric');
      await saveSucceeds(page);
      await expect(avatarButton(page)).toHaveText('ÉL');
      await expect(avatarButton(page)).toHaveAttribute('aria-label', /Éric Lévesque$/);
    } finally {
      await restoreEric(browser);
    }
  });

  test('two sessions: the second Save shows the stale-version banner; Reload shows the first one’s values and clears it', async ({ page, browser }) => {
    const otherContext = await browser.newContext({ storageState: storageStateOf('member') });
    const second = await otherContext.newPage();
    const phone = (p: Page) => p.getByRole('textbox', { name: 'Work phone' });
    // The banner above the form (the announcer's live region is an alert too, without the button).
    const banner = (p: Page) =>
      p
        .getByRole('alert')
        .filter({ hasText: 'This record was changed by someone else. Reload to see the latest version.' })
        .filter({ has: p.getByRole('button', { name: 'Reload' }) });
    try {
      await openTab(page, 'public', true);
      await openTab(second, 'public', true);
      const original = await phone(page).inputValue();
      const first = `+1 418 555 ${String(Date.now() % 10000).padStart(4, '0')}`;
      await phone(page).fill(first);
      await saveSucceeds(page);

      await phone(second).fill('+1 819 555 0199');
      await second.getByRole('button', { name: 'Save', exact: true }).click();
      await expect(banner(second)).toBeVisible();
      await expect(notifications(second)).toContainText('This record was changed by someone else. Reload to see the latest version.');
      await expect(banner(second)).toContainText('Your unsaved changes in this form will be replaced.');
      await expect(phone(second)).toHaveValue('+1 819 555 0199');
      await banner(second).getByRole('button', { name: 'Reload' }).click();
      await expect(phone(second)).toHaveValue(first);
      await expect(banner(second)).toHaveCount(0);

      await phone(page).fill(original);
      await saveSucceeds(page);
    } finally {
      await otherContext.close();
      await restoreEric(browser, demoWorkPhone);
    }
  });
});

test.describe('check 6: active status', () => {
  test.use({ storageState: storageStateOf('member') });

  test('the member hides and shows its profile; after an administrator hides it, the switch is locked', async ({ page, browser }) => {
    test.setTimeout(90_000);
    const adminContext = await browser.newContext({ storageState: storageStateOf('admin') });
    const admin = await adminContext.newPage();
    const toggle = (p: Page) => p.getByRole('switch', { name: 'Active profile' });
    try {
      // Off, with the warning, saved: the public page shows only the name.
      await openTab(page, 'private', true);
      await toggle(page).click();
      await expect(toggle(page)).toHaveAttribute('aria-checked', 'false');
      await expect(toggle(page)).toHaveAccessibleDescription('Your public profile will be hidden');
      await saveSucceeds(page);
      await page.getByRole('button', { name: 'Done' }).click();
      await expect(page.getByText('Your profile is inactive: your public page shows only your name.')).toBeVisible();
      await expect(page.getByRole('definition').filter({ hasText: /^Inactive since .+, deactivated by the member$/ })).toBeVisible();

      await page.goto(`/members/${ERIC}/public`);
      const card = page.locator('article.record-card');
      await expect(card.getByRole('heading', { level: 1, name: 'Éric Lévesque' })).toBeVisible();
      await expect(card.getByText("This member's profile is not public.")).toBeVisible();
      await expect(card.getByText('Inactive', { exact: true })).toBeVisible();
      await expect(card.locator('dl, dt, dd')).toHaveCount(0);
      await expect(card).not.toContainText('Keywords');

      // On again.
      await openTab(page, 'private', true);
      await toggle(page).click();
      await expect(toggle(page)).toHaveAttribute('aria-checked', 'true');
      await saveSucceeds(page);
      await page.goto(`/members/${ERIC}/public`);
      await expect(page.getByRole('heading', { level: 1, name: 'Éric Lévesque' })).toBeVisible();
      await expect(page.getByText("This member's profile is not public.")).toHaveCount(0);
      await expect(page.locator('article.record-card dt').filter({ hasText: 'Keywords' })).toBeVisible();

      // An administrator hides it: the member's switch is disabled and shows the contact text.
      await admin.goto(`/members/${ERIC}/private?tab=private`);
      await expect(admin.getByRole('heading', { level: 1, name: 'Éric Lévesque' })).toBeVisible();
      await admin.getByRole('button', { name: 'Edit' }).click();
      await toggle(admin).click();
      await expect(toggle(admin)).toHaveAccessibleDescription("The member's public profile will be hidden, and the member will no longer appear in lists and selectors.");
      await saveSucceeds(admin);

      await openTab(page, 'private', false);
      await expect(page.getByRole('definition').filter({ hasText: /^Inactive since .+, deactivated by an administrator$/ })).toBeVisible();
      await page.getByRole('button', { name: 'Edit' }).click();
      await expect(toggle(page)).toHaveAttribute('aria-checked', 'false');
      await expect(toggle(page)).toHaveAttribute('aria-disabled', 'true');
      const contact = page.getByText('An administrator deactivated your profile. To reactivate it, contact an administrator at ', { exact: false });
      await expect(contact).toBeVisible();
      const mail = contact.getByRole('link');
      const address = (await mail.innerText()).trim();
      expect(address).toMatch(/^[^@\s]+@[^@\s]+$/);
      await expect(mail).toHaveAttribute('href', `mailto:${address}`);
      await expect(contact).toHaveText(`An administrator deactivated your profile. To reactivate it, contact an administrator at ${address}.`);
      await expect(toggle(page)).toHaveAccessibleDescription(`An administrator deactivated your profile. To reactivate it, contact an administrator at ${address}.`);
      // Pressing the disabled switch changes nothing.
      await toggle(page).focus();
      await page.keyboard.press('Space');
      await expect(toggle(page)).toHaveAttribute('aria-checked', 'false');
      await expect(page.getByText('Your public profile will be hidden')).toHaveCount(0);

      // The administrator reactivates it (the demo state again); the member's switch is free.
      await admin.reload();
      await admin.getByRole('button', { name: 'Edit' }).click();
      await toggle(admin).click();
      await expect(toggle(admin)).toHaveAttribute('aria-checked', 'true');
      await saveSucceeds(admin);
      await openTab(page, 'private', true);
      await expect(toggle(page)).toHaveAttribute('aria-checked', 'true');
      await expect(toggle(page)).not.toHaveAttribute('aria-disabled', 'true');
    } finally {
      await adminContext.close();
      // The demo state: Éric active again (reactivated as an administrator).
      await restoreEric(browser);
    }
  });
});

test.describe('check 7: insight never reaches the member', () => {
  test.use({ storageState: storageStateOf('member') });

  const INSIGHT_FIELDS = ['insight', 'interview_date', 'about_member', 'about_promotions', 'dream', 'how_can_we_help', 'admin_notes', 'other_notes'];
  const INSIGHT_TEXTS = [
    'Insight',
    "Notes d'entrevue",
    'Interview date',
    'Date de l’entrevue',
    "Date de l'entrevue",
    'About the member',
    'How the member promotes their work',
    'How can the network help?',
    'Administrator notes',
    'Notes des administrateurs',
    "Notes from the network's conversations",
    'Notes tirées des échanges',
    'À propos du membre',
    'Comment le membre fait connaître ses travaux',
    'Comment le réseau peut-il aider',
  ];

  /** Every key of a JSON value, at any depth. */
  function keysOf(value: unknown, into: Set<string> = new Set()): Set<string> {
    if (Array.isArray(value)) value.forEach((item) => keysOf(item, into));
    else if (value && typeof value === 'object') {
      for (const [key, item] of Object.entries(value)) {
        into.add(key);
        keysOf(item, into);
      }
    }
    return into;
  }

  test('no tab, text or network answer on /my-profile and the own private page holds the insight', async ({ page, browser }) => {
    // The member's insight values, read as an administrator.
    const { api, close } = await apiAs(browser, 'admin');
    let values: string[];
    try {
      const detail = await api.get<PrivateMember>(privateRoute);
      expect(detail.insight, 'the administrator reads the insight').toBeTruthy();
      values = Object.entries(detail.insight!)
        .filter(([key, value]) => !['member_id', 'etag', 'created_at', 'updated_at', 'updated_by'].includes(key) && typeof value === 'string' && value !== '')
        .map(([, value]) => value as string);
    } finally {
      await close();
    }
    expect(values.length, 'the demo member has insight values').toBeGreaterThan(0);

    const bodies: Array<{ url: string; body: string }> = [];
    const reading: Array<Promise<void>> = [];
    page.on('response', (response: Response) => {
      reading.push(
        response
          .text()
          .then((body) => void bodies.push({ url: response.url(), body }))
          .catch(() => undefined),
      );
    });

    const visit = async (path: string, heading: { level: 1 | 2; name: string }) => {
      for (const tab of ['', 'tab=private', 'tab=insight']) {
        await page.goto(tab ? `${path}?${tab}` : path);
        await expect(page.getByRole('heading', heading)).toBeVisible();
        await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
        // `tab=insight` opens the first tab.
        await expect(page.getByRole('tab', { name: tab === 'tab=private' ? 'Private' : 'Public', selected: true })).toBeVisible();
        await expect(page.getByRole('tab')).toHaveText(['Public', 'Private']);
        for (const edit of [false, true]) {
          if (edit) {
            await page.getByRole('button', { name: 'Edit' }).click();
            await expect(page.locator('form.record-form')).toBeVisible();
          }
          const text = await page.locator('body').innerText();
          for (const value of [...values, ...INSIGHT_TEXTS]) expect(text, `page text of ${path}?${tab}`).not.toContain(value);
        }
      }
      await switchToFrench(page);
      await expect(page.getByRole('tab')).toHaveText(['Public', 'Privé']);
      const french = await page.locator('body').innerText();
      for (const value of [...values, ...INSIGHT_TEXTS]) expect(french).not.toContain(value);
      await switchToEnglish(page);
    };
    await visit('/my-profile', { level: 1, name: 'My Profile' });
    await visit(`/members/${ERIC}/private`, { level: 1, name: 'Éric Lévesque' });
    await Promise.all(reading);

    const api2 = bodies.filter((entry) => new URL(entry.url).pathname.startsWith('/api/'));
    expect(api2.some((entry) => entry.url.endsWith(privateRoute)), 'the private detail was received').toBe(true);
    for (const entry of bodies) {
      for (const value of values) expect(entry.body, `answer of ${entry.url}`).not.toContain(value);
    }
    for (const entry of api2) {
      if (entry.body.trim() === '') continue;
      const keys = keysOf(JSON.parse(entry.body));
      for (const field of INSIGHT_FIELDS) expect(keys.has(field), `${field} in ${entry.url}`).toBe(false);
    }
  });
});
