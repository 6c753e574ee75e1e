import { expect, test } from './support/test';
import { loginButton, mainMenu, menuLabels, storageStateOf, type DemoRole } from './support/sign-in';
import { avatarButton, documentScrollWidth, switchToFrench, visitInApp } from './support/shell';

/**
 * Issue 3 acceptance: the menu of each role, in English and in French, and the avatar contents
 * of each signed-in role (spec 4-shell §4.2, §4.3).
 */
const MENU = {
  everyone: { en: ['Home'], fr: ['Accueil'] },
  registered: {
    en: ['Home', 'Members', 'Products', 'Partners', 'My Profile'],
    fr: ['Accueil', 'Membres', 'Produits', 'Partenaires', 'Mon profil'],
  },
  admin: {
    en: ['Home', 'Members', 'Products', 'Partners', 'Grants', 'Events', 'Supervisions', 'Accounts', 'My Profile'],
    fr: ['Accueil', 'Membres', 'Produits', 'Partenaires', 'Subventions', 'Événements', 'Supervisions', 'Comptes', 'Mon profil'],
  },
};

const NOT_REGISTERED = {
  en: 'This account is not registered. If you are a member, please ask an administrator to register you.',
  fr: "Ce compte n'est pas enregistré. Si vous êtes membre, veuillez demander à un administrateur de vous inscrire.",
};

interface Case {
  role: DemoRole | 'visitor';
  title: string;
  menu: { en: string[]; fr: string[] };
  avatar?: { initials: string; name: string; email: string; notice: boolean; badges: { en: string[]; fr: string[] } };
}

const CASES: Case[] = [
  { role: 'visitor', title: 'visitor', menu: MENU.everyone },
  {
    role: 'newcomer',
    title: 'signed-in unregistered',
    menu: MENU.everyone,
    avatar: { initials: 'JL', name: 'Jordan Lee', email: 'newcomer@aurora-network.example', notice: true, badges: { en: [], fr: [] } },
  },
  {
    role: 'guest',
    title: 'registered non-member',
    menu: MENU.registered,
    avatar: { initials: 'NW', name: 'Noah Williams', email: 'guest@aurora-network.example', notice: false, badges: { en: [], fr: [] } },
  },
  {
    role: 'member',
    title: 'member',
    menu: MENU.registered,
    avatar: { initials: 'ÉL', name: 'Éric Lévesque', email: 'member@aurora-network.example', notice: false, badges: { en: ['Member'], fr: ['Membre'] } },
  },
  {
    role: 'admin',
    title: 'administrator',
    menu: MENU.admin,
    avatar: {
      initials: 'CD',
      name: 'Claire Dubois-Martin',
      email: 'admin@aurora-network.example',
      notice: false,
      badges: { en: ['Administrator', 'Member'], fr: ['Administrateur', 'Membre'] },
    },
  },
];

for (const item of CASES) {
  test.describe(item.title, () => {
    if (item.role !== 'visitor') test.use({ storageState: storageStateOf(item.role) });

    test(`menu and session control in English and French (${item.title})`, async ({ page }) => {
      await page.goto('/');
      await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
      await expect(page.getByRole('img', { name: 'Loading your account...' })).toHaveCount(0);
      await expect.poll(() => menuLabels(page)).toEqual(item.menu.en);

      const avatar = item.avatar;
      if (!avatar) {
        await expect(loginButton(page)).toHaveText('Login');
        await expect(avatarButton(page)).toHaveCount(0);
      } else {
        await expect(loginButton(page)).toHaveCount(0);
        const button = avatarButton(page);
        await expect(button).toHaveText(avatar.initials);
        const fullName = (await button.getAttribute('aria-label'))?.replace(/^.*account menu of /, '') ?? '';
        expect(fullName).toBe(avatar.name);
        await button.click();
        const panel = page.getByRole('group', { name: fullName });
        await expect(panel).toContainText(avatar.email);
        if (avatar.notice) await expect(panel).toContainText(NOT_REGISTERED.en);
        else await expect(panel).not.toContainText(NOT_REGISTERED.en);
        await expect(panel.getByRole('listitem')).toHaveText(avatar.badges.en);
        await expect(panel.getByRole('button', { name: 'Logout' })).toBeVisible();
        await page.keyboard.press('Escape');
        await expect(button).toBeFocused();
        await expect(panel).toBeHidden();
      }

      await switchToFrench(page);
      await expect.poll(() => menuLabels(page)).toEqual(item.menu.fr);
      await expect(page.getByRole('navigation', { name: 'Menu principal' })).toBeVisible();
      if (!avatar) {
        await expect(loginButton(page)).toHaveText('Connecter');
      } else {
        const button = page.getByRole('button', { name: /menu du compte de/ });
        // Opens with the keyboard too (Arrow Down moves into the panel).
        await button.focus();
        await page.keyboard.press('ArrowDown');
        // Named: the home page of registered accounts has the dashboard's filter group too.
        const panel = page.getByRole('group', { name: avatar.name });
        await expect(panel).toBeVisible();
        if (avatar.notice) await expect(panel).toContainText(NOT_REGISTERED.fr);
        await expect(panel.getByRole('listitem')).toHaveText(avatar.badges.fr);
        await expect(panel.getByRole('button', { name: 'Déconnecter' })).toBeFocused();
        await page.keyboard.press('Escape');
      }
      if (item.role === 'admin') {
        // The inline menu (1200 px and wider) ends before the search button, in French too, where
        // an administrator's nine items are longest (it once ran under the button up to 1330 px).
        const lastItem = page.getByRole('navigation', { name: 'Menu principal' }).getByRole('link', { name: 'Mon profil' });
        const search = page.getByRole('button', { name: 'Rechercher', exact: true });
        for (const width of [1200, 1280, 1440]) {
          await page.setViewportSize({ width, height: 720 });
          const [menuEnd, searchStart] = [await lastItem.boundingBox(), await search.boundingBox()];
          expect(menuEnd && searchStart && menuEnd.x + menuEnd.width <= searchStart.x, `${width} px`).toBe(true);
        }
      }
    });
  });
}

test.describe('highlighting', () => {
  test.use({ storageState: storageStateOf('admin') });

  test('the current item is highlighted by path, in both languages', async ({ page }) => {
    await page.goto('/members/abc/private');
    const members = mainMenu(page).getByRole('link', { name: 'Members' });
    await expect(members).toHaveAttribute('aria-current', 'true');
    await expect(mainMenu(page).getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');

    await page.goto('/register');
    await expect(mainMenu(page).getByRole('button', { name: 'Accounts' })).not.toHaveAttribute('aria-current');
    await mainMenu(page).getByRole('button', { name: 'Accounts' }).click();
    await expect(mainMenu(page).getByRole('link', { name: 'Register an account' })).toHaveAttribute('aria-current', 'page');

    await page.goto('/404');
    await expect(mainMenu(page).locator('[aria-current]')).toHaveCount(0);

    await page.goto('/');
    await switchToFrench(page);
    const nav = page.getByRole('navigation', { name: 'Menu principal' });
    await expect(nav.getByRole('link', { name: 'Accueil' })).toHaveAttribute('aria-current', 'page');
    await nav.getByRole('link', { name: 'Membres' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Tous les membres' })).toBeFocused();
    await expect(nav.getByRole('link', { name: 'Membres' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: 'Accueil' })).not.toHaveAttribute('aria-current');
  });
});

test.describe('narrow screens', () => {
  test.use({ storageState: storageStateOf('admin'), viewport: { width: 320, height: 640 } });

  test('the menu collapses into a Menu button; the page never scrolls sideways at 320 px', async ({ page }) => {
    await page.goto('/');
    const menuButton = page.getByRole('button', { name: 'Menu', exact: true });
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    await expect(mainMenu(page)).toBeHidden();
    await menuButton.click();
    await expect(mainMenu(page)).toBeVisible();
    await expect(mainMenu(page).getByRole('link', { name: 'All accounts' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(menuButton).toBeFocused();
    await expect(mainMenu(page)).toBeHidden();
    expect(await documentScrollWidth(page)).toBeLessThanOrEqual(320);
    await menuButton.click();
    await mainMenu(page).getByRole('link', { name: 'Members' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'All members' })).toBeVisible();
    await expect(mainMenu(page)).toBeHidden();
    expect(await documentScrollWidth(page)).toBeLessThanOrEqual(320);
    // A list whose cells hold external links (hidden "opens in a new tab" texts) scrolls inside its table only.
    await visitInApp(page, '/products');
    await expect(page.getByRole('heading', { level: 1, name: 'All products' })).toBeVisible();
    await expect(page.locator('.table-region a[target="_blank"]').first()).toBeAttached();
    expect(await documentScrollWidth(page)).toBeLessThanOrEqual(320);
  });
});
