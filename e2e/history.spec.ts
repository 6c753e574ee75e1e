import { expect, test } from './support/test';
import { storageStateOf } from './support/sign-in';
import { apiGet, nextToken } from './support/api';
import { expectNoAxeViolations, switchToFrench } from './support/shell';

/**
 * Issue 16 acceptance for the record history page (spec 6-data-and-beyond §6.3.5): an administrator
 * changes a grant's amount and reads the change, with its author and time, in the grant's history
 * (reached by the History link of the grant's private page); axe on the page in both languages. Who
 * may open the page (a member gets "Access denied") is a row of guards.spec.ts. The grant's amount is put back afterwards: later specs read the demo data.
 */
const GRANT = 'grant-02';
const PRIVATE = `/grants/${GRANT}/private`;

interface GrantDetail {
  title: string;
  amount: number;
  etag: string;
}

const cad = (amount: number) => new Intl.NumberFormat('en-CA', { style: 'currency', currency: 'CAD' }).format(amount);

test.describe('administrator', () => {
  test.use({ storageState: storageStateOf('admin') });

  test("changes a grant's amount and reads the change, its author and time, in the grant's history; axe in both languages", async ({ page }) => {
    const token = await nextToken(page, () => page.goto(PRIVATE));
    const before = (await apiGet<GrantDetail>(page, `/api/grant/${GRANT}/private`, token)).body;
    if (!before) throw new Error(`${GRANT} is not readable`);
    const changed = before.amount + 1000.25;
    try {
      await expect(page.getByRole('heading', { level: 1, name: before.title })).toBeVisible();
      await page.getByRole('button', { name: 'Edit' }).click();
      await page.getByRole('textbox', { name: 'Amount (required)' }).fill(String(changed));
      await page.getByRole('button', { name: 'Save' }).click();
      await expect(page.getByText('Success!').first()).toBeVisible();
      await page.getByRole('button', { name: 'Done' }).click();

      await page.getByRole('link', { name: 'History', exact: true }).click();
      await expect(page).toHaveURL(`/history/grant/${GRANT}`);
      await expect(page.getByRole('heading', { level: 1, name: `History: ${before.title}` })).toBeVisible();
      // The list's name follows the language: the locator finds it in English and in French.
      const newest = page.getByRole('list', { name: /^(Changes, newest first|Modifications, de la plus récente à la plus ancienne)$/ }).getByRole('listitem').first();
      // The time is the viewer's (spec 4-shell §4.4.4): today's date, then the author's name.
      const today = new Intl.DateTimeFormat('en-CA', { dateStyle: 'long' }).format(new Date());
      await expect(newest.getByRole('heading', { level: 2 })).toHaveText(new RegExp(`^${today} at .+ — Updated by Claire Dubois-Martin$`));
      await expect(newest.getByRole('link', { name: 'Claire Dubois-Martin' })).toHaveAttribute('href', /^\/accounts\//);
      const row = newest.getByRole('row', { name: /^Amount/ });
      await expect(row.getByRole('cell')).toHaveText([cad(before.amount), cad(changed)], { useInnerText: true });
      await expect(page.getByText('Changes older than 1,095 days are not kept.')).toBeVisible();
      await expectNoAxeViolations(page);

      await switchToFrench(page);
      await expect(page.getByRole('heading', { level: 1, name: `Historique\u00a0: ${before.title}` })).toBeVisible();
      await expect(newest.getByRole('heading', { level: 2 })).toHaveText(/ — Modification par Claire Dubois-Martin$/);
      await expect(newest.getByRole('row', { name: /^Montant/ })).toBeVisible();
      await expectNoAxeViolations(page);
    } finally {
      // Puts the demo amount back for the specs that follow.
      const now = (await apiGet<GrantDetail>(page, `/api/grant/${GRANT}/private`, token)).body;
      if (now && now.amount !== before.amount) {
        const headers = { Authorization: token, 'X-Authorization': token, 'If-Match': `"${now.etag}"` };
        const response = await page.request.patch(`/api/update-grant/${GRANT}/public`, { headers, data: { amount: before.amount } });
        expect(response.status()).toBe(200);
      }
    }
  });
});
