import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { storageStateOf } from './support/sign-in';
import { expectNoAxeViolations, switchToEnglish, switchToFrench } from './support/shell';

/**
 * Issue 6 acceptance for events (spec 5-pages §5.9): an administrator registers an event, finds
 * it through a URL filter, edits it (one relation included) and deletes it with the typed name;
 * the API then shows no record linking to it. A previous event shows the inverse "next event".
 * French labels and dates; axe on the list, register and detail pages in both languages.
 */
test.use({ storageState: storageStateOf('admin') });

interface EventInput {
  name: string;
  start?: string;
  end?: string;
  previous?: string;
}

async function registerEvent(page: Page, input: EventInput): Promise<string> {
  await page.goto('/events/register');
  await expect(page.getByRole('heading', { level: 1, name: 'Register an event' })).toBeVisible();
  await page.getByRole('group', { name: /^Name/ }).getByRole('textbox', { name: 'English' }).fill(input.name);
  if (input.start) await page.getByRole('textbox', { name: 'Start date' }).fill(input.start);
  if (input.end) await page.getByRole('textbox', { name: 'End date' }).fill(input.end);
  if (input.previous) {
    const previous = page.getByRole('combobox', { name: 'Previous events' });
    await previous.fill(input.previous);
    await page.getByRole('listbox', { name: 'Previous events' }).getByRole('option', { name: new RegExp(input.previous) }).click();
    await previous.press('Escape');
  }
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page).toHaveURL(/\/events\/[^/]+\/private$/);
  await expect(page.getByRole('heading', { level: 1, name: input.name })).toBeVisible();
  return decodeURIComponent(/\/events\/([^/]+)\/private/.exec(page.url())?.[1] ?? '');
}

async function deleteEvent(page: Page, name: string, button = 'Delete event', confirm = 'Delete') {
  await page.getByRole('button', { name: button }).click();
  const dialog = page.getByRole('alertdialog');
  await dialog.getByRole('textbox').fill(name);
  await dialog.getByRole('button', { name: confirm }).click();
  await expect(page).toHaveURL(/\/events$/);
}

const detailValue = (page: Page, label: string) => page.locator('dt', { hasText: new RegExp(`^${label}$`) }).locator('+ dd');

test('register, filter through the URL, edit with a relation, delete with the typed name; no link remains', async ({ page }) => {
  const stamp = Date.now();
  const name = `E2E event ${stamp}`;
  const follower = `E2E follow-up ${stamp}`;
  const id = await registerEvent(page, { name, start: '2025-03-10', end: '2025-03-12' });
  await expect(detailValue(page, 'Dates')).toHaveText('March 10, 2025 – March 12, 2025');

  await page.goto(`/events?eventIds=${encodeURIComponent(id)}&from=2025-03-12&to=2025-03-12`);
  await expect(page.getByText(/^1 of \d+ events$/)).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'From' })).toHaveValue('2025-03-12');
  const table = page.getByRole('table', { name: 'All events' });
  await expect(table.getByRole('cell', { name: 'March 10, 2025' })).toBeVisible();
  await page.goto(`/events?eventIds=${encodeURIComponent(id)}&from=2025-03-13`);
  await expect(page.getByText('No results match these filters.')).toBeVisible();
  await page.goto(`/events?eventIds=${encodeURIComponent(id)}`);
  await table.getByRole('link', { name }).click();
  await expect(page).toHaveURL(new RegExp(`/events/${id}/private$`));

  await page.getByRole('button', { name: 'Edit' }).click();
  const members = page.getByRole('combobox', { name: 'Members involved' });
  await members.click();
  await page.getByRole('listbox', { name: 'Members involved' }).getByRole('option').first().click();
  await members.press('Escape');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Success!').first()).toBeVisible();
  await page.getByRole('button', { name: 'Done' }).click();
  await expect(detailValue(page, 'Members involved').locator('li')).toHaveCount(1);

  // A second event follows the first: the first shows it as its next event (the inverse, read-only).
  const followerId = await registerEvent(page, { name: follower, start: '2026-03-10', previous: name });
  await expect(detailValue(page, 'Previous events').getByRole('link', { name })).toBeVisible();
  await page.goto(`/events/${encodeURIComponent(id)}/public`);
  await expect(detailValue(page, 'Next events').getByRole('link', { name: follower })).toHaveAttribute('href', `/events/${followerId}`);
  await page.goto(`/events/${encodeURIComponent(id)}/private`);
  await page.getByRole('button', { name: 'Edit' }).click();
  await expect(page.getByRole('link', { name: follower })).toBeVisible();
  // The previous-events selector never offers the event itself nor its next event.
  const previous = page.getByRole('combobox', { name: 'Previous events' });
  await previous.click();
  const offered = page.getByRole('listbox', { name: 'Previous events' }).getByRole('option');
  await expect(offered.first()).toBeVisible();
  expect(await offered.count()).toBeGreaterThan(1);
  await expect(offered.filter({ hasText: `${stamp}` })).toHaveCount(0);
  await previous.press('Escape');
  await page.getByRole('button', { name: 'Done' }).click();

  await deleteEvent(page, name);
  const links = await page.evaluate(
    async ({ eventId, followerId: nextId }) => {
      const get = (path: string) => fetch(path, { headers: { 'Cache-Control': 'no-cache' } });
      const events = (await get('/api/all-events').then((r) => r.json())) as Array<{ id: string; previous_event_ids: string[] }>;
      const next = (await get(`/api/event/${encodeURIComponent(nextId)}/public`).then((r) => r.json())) as { previous_events: Array<{ id: string }> };
      const gone = await get(`/api/event/${encodeURIComponent(eventId)}/public`).then((r) => r.status);
      return {
        listed: events.some((e) => e.id === eventId),
        linkedByEvents: events.filter((e) => e.previous_event_ids.includes(eventId)).length,
        followerPrevious: next.previous_events.length,
        gone,
      };
    },
    { eventId: id, followerId },
  );
  expect(links).toEqual({ listed: false, linkedByEvents: 0, followerPrevious: 0, gone: 404 });

  await page.goto(`/events/${encodeURIComponent(followerId)}/private`);
  await deleteEvent(page, follower);
});

test('in French: fr-CA dates and texts; axe on list, register and detail pages in both languages', async ({ page }) => {
  // Ten axe scans in one test: about 25 s on an idle 2-core machine, so the default 30 s is too tight.
  test.setTimeout(90_000);
  const name = `E2E événement ${Date.now()}`;
  await page.goto('/events/register');
  await expectNoAxeViolations(page);
  const id = await registerEvent(page, { name, start: '2024-03-14', end: '2024-03-14' });
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Edit' }).click();
  await expectNoAxeViolations(page);

  await switchToFrench(page);
  await expect(page.getByRole('button', { name: 'Terminé' })).toBeVisible();
  await page.getByRole('button', { name: 'Terminé' }).click();
  await expect(detailValue(page, 'Dates')).toHaveText('14 mars 2024');
  await expectNoAxeViolations(page);
  await page.goto(`/events/${encodeURIComponent(id)}/public`);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByText('14 mars 2024').first()).toBeVisible();
  await expectNoAxeViolations(page);
  await page.goto(`/events?eventIds=${encodeURIComponent(id)}&to=2024-03-14`);
  await expect(page.getByRole('heading', { level: 1, name: 'Tous les événements' })).toBeVisible();
  await expect(page.getByText(/^1 sur \d+ événements$/)).toBeVisible();
  await expect(page.getByRole('cell', { name: '14 mars 2024' }).first()).toBeVisible();
  await expectNoAxeViolations(page);
  await page.goto('/events/register');
  await expect(page.getByRole('heading', { level: 1, name: 'Enregistrer un événement' })).toBeVisible();
  await expectNoAxeViolations(page);

  await switchToEnglish(page);
  await page.goto(`/events?eventIds=${encodeURIComponent(id)}`);
  await expect(page.getByText(/^1 of \d+ events$/)).toBeVisible();
  await expectNoAxeViolations(page);
  await page.goto(`/events/${encodeURIComponent(id)}/public`);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.goto(`/events/${encodeURIComponent(id)}/private`);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expectNoAxeViolations(page);
  await deleteEvent(page, name);
});
