import { describe, expect, it } from 'vitest';
import { translate } from './i18n/dictionary';
import { documentTitle, sectionTitleKey } from './page-title';

const title = (path: string, language: 'en' | 'fr') =>
  documentTitle('ARN', translate(language, sectionTitleKey(path)));

describe('page titles', () => {
  it.each([
    ['/', 'ARN - Home', 'ARN - Accueil'],
    ['/members', 'ARN - Members', 'ARN - Membres'],
    ['/members/abc/private', 'ARN - Members', 'ARN - Membres'],
    ['/accounts/abc', 'ARN - Accounts', 'ARN - Comptes'],
    ['/register', 'ARN - Register', 'ARN - Inscription'],
    ['/my-profile', 'ARN - My Profile', 'ARN - Mon profil'],
    ['/products/register', 'ARN - Products', 'ARN - Produits'],
    ['/events', 'ARN - Events', 'ARN - Événements'],
    ['/404', 'ARN - Page not found', 'ARN - Page introuvable'],
    ['/nothing/here', 'ARN - Page not found', 'ARN - Page introuvable'],
    ['/members/', 'ARN - Members', 'ARN - Membres'],
    ['/members?keywords=k1#top', 'ARN - Members', 'ARN - Membres'],
    ['/members/abc', 'ARN - Members', 'ARN - Membres'],
    ['/partners/register-partner', 'ARN - Partners', 'ARN - Partenaires'],
    ['/supervisions/register-supervision', 'ARN - Supervisions', 'ARN - Supervisions'],
    ['/grants/g1/public', 'ARN - Grants', 'ARN - Subventions'],
    ['/members/abc/private/extra', 'ARN - Page not found', 'ARN - Page introuvable'],
    ['/members/abc/other', 'ARN - Page not found', 'ARN - Page introuvable'],
    ['/members/register', 'ARN - Members', 'ARN - Membres'],
    ['/register/x', 'ARN - Page not found', 'ARN - Page introuvable'],
    ['/my-profile/x', 'ARN - Page not found', 'ARN - Page introuvable'],
    ['/accounts/a/b', 'ARN - Page not found', 'ARN - Page introuvable'],
    ['/reports/annual', 'ARN - Reports', 'ARN - Rapports'],
  ])('%s', (path, en, fr) => {
    expect(title(path, 'en')).toBe(en);
    expect(title(path, 'fr')).toBe(fr);
  });
});
