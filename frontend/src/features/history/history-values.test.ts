import { AUDIT_RECORD_KINDS } from '@portal/common/api/history';
import { describe, expect, it } from 'vitest';
import { translate } from '../../lib/i18n/dictionary';
import { FIELDS_BY_KIND, fieldSpec } from './history-fields';
import { buildNameMaps, itemName } from './history-names';
import { CUT_LENGTH, cutText, fieldLabel, formatAuditValue, listsNeeded, type NameMaps } from './history-values';

/** French spacing (U+00A0, U+202F) as plain spaces, as spec 4-shell §4.4.4 compares. */
const plainSpaces = (text: string | null) => text?.replace(/[\u00a0\u202f]/g, ' ') ?? null;

const accounts = [
  { id: 'acc-1', first_name: 'Claire', last_name: 'Dubois-Martin', login_email: 'c@x', is_admin: true, last_login: null, member: null },
  {
    id: 'acc-2',
    first_name: 'Louis',
    last_name: 'Ouellet',
    login_email: 'l@x',
    is_admin: false,
    last_login: null,
    member: { id: 'mem-2', is_active: false, work_email: null, work_phone: null, mobile_phone: null },
  },
];

const names = (language: 'en' | 'fr'): NameMaps =>
  buildNameMaps(
    {
      accounts,
      organizations: [{ id: 'org-1', name_en: 'Lakeside Clinic', name_fr: 'Clinique du Lac' }],
      statuses: [{ id: 'st-1', name_en: 'Obtained', name_fr: 'Obtenue', retired: false }],
      productTitles: [{ id: 'p-1', title_en: null, title_fr: 'Rapport annuel' }],
      grants: [{ id: 'g-1', title: 'Seed fund' }],
    },
    language,
  );

describe('history values (spec 6-data-and-beyond §6.3.5, 4-shell §4.4.4)', () => {
  it('formats amounts, dates and yes/no as the record pages do, in both languages', () => {
    const amount = fieldSpec('grant', 'amount')?.value ?? null;
    expect(formatAuditValue(12500, amount, {}, 'en')).toBe('$12,500.00');
    expect(plainSpaces(formatAuditValue(12500, amount, {}, 'fr'))).toBe('12 500,00 $');
    const date = fieldSpec('grant', 'obtained_date')?.value ?? null;
    expect(formatAuditValue('2025-03-14', date, {}, 'en')).toBe('March 14, 2025');
    expect(formatAuditValue('2025-03-14', date, {}, 'fr')).toBe('14 mars 2025');
    const flag = fieldSpec('grant', 'through_network')?.value ?? null;
    expect(formatAuditValue(true, flag, {}, 'en')).toBe('Yes');
    expect(formatAuditValue(false, flag, {}, 'fr')).toBe('Non');
    expect(formatAuditValue('admin', fieldSpec('member', 'deactivated_by')?.value ?? null, {}, 'fr')).toBe('Un administrateur');
  });

  it('reads empty values as null (the page shows "—")', () => {
    const note = fieldSpec('grant', 'note')?.value ?? null;
    expect(formatAuditValue(null, note, {}, 'en')).toBeNull();
    expect(formatAuditValue('  ', note, {}, 'en')).toBeNull();
    expect(formatAuditValue([], fieldSpec('grant', 'investigator_member_ids')?.value ?? null, {}, 'en')).toBeNull();
  });

  it('names links through the lists, members through the accounts (inactive ones too), "Deleted record" for the rest', () => {
    const investigators = fieldSpec('grant', 'investigator_member_ids')?.value ?? null;
    expect(formatAuditValue(['mem-2', 'mem-gone'], investigators, names('en'), 'en')).toBe('Louis Ouellet, Deleted record');
    expect(formatAuditValue(['mem-gone'], investigators, names('fr'), 'fr')).toBe('Enregistrement supprimé');
    expect(formatAuditValue('st-1', fieldSpec('grant', 'status_id')?.value ?? null, names('fr'), 'fr')).toBe('Obtenue');
    expect(formatAuditValue(['p-1'], fieldSpec('event', 'resulting_product_ids')?.value ?? null, names('en'), 'en')).toBe('Rapport annuel');
    expect(formatAuditValue(['g-1'], fieldSpec('event', 'resulting_grant_ids')?.value ?? null, names('en'), 'en')).toBe('Seed fund');
    expect(formatAuditValue('acc-1', fieldSpec('member', 'account_id')?.value ?? null, names('en'), 'en')).toBe('Claire Dubois-Martin');
  });

  it('reads problems and partnerships in the active language', () => {
    const problems = [
      { name_en: 'Housing', name_fr: 'Logement' },
      { name_en: 'Food security', name_fr: null },
    ];
    expect(formatAuditValue(problems, fieldSpec('member', 'problems')?.value ?? null, {}, 'fr')).toBe('Logement; Food security');
    const partnerships = [
      { organization_id: 'org-1', description_en: 'Joint clinic', description_fr: null },
      { organization_id: 'org-gone', description_en: null, description_fr: null },
    ];
    expect(formatAuditValue(partnerships, fieldSpec('member', 'partnerships')?.value ?? null, names('fr'), 'fr')).toBe(
      'Clinique du Lac\u00a0: Joint clinic; Enregistrement supprimé',
    );
  });

  it('labels fields as the forms do, bilingual ones with their language', () => {
    expect(fieldLabel('grant', 'amount', 'en')).toBe('Amount');
    expect(fieldLabel('grant', 'amount', 'fr')).toBe('Montant');
    expect(fieldLabel('member', 'about_me_en', 'en')).toBe('About me (English)');
    expect(fieldLabel('member', 'about_me_fr', 'fr')).toBe('À propos de moi (Français)');
    expect(fieldLabel('insight', 'dream', 'en')).toBe('Dream');
    expect(fieldLabel('account', 'identity_bound', 'fr')).toBe('Lié à une identité de connexion');
    expect(fieldLabel('faculty', 'retired', 'en')).toBe('Retired');
    // A field this SPA does not know keeps its stored name rather than vanish.
    expect(fieldLabel('grant', 'future_field', 'en')).toBe('future_field');
  });

  it('has a label in both languages for every field of every record kind', () => {
    for (const kind of AUDIT_RECORD_KINDS) {
      const fields = Object.keys(FIELDS_BY_KIND[kind]);
      expect(fields.length, kind).toBeGreaterThan(0);
      for (const field of fields) {
        const spec = fieldSpec(kind, field);
        if (!spec) throw new Error(`${kind}.${field} has no spec`);
        for (const language of ['en', 'fr'] as const) {
          const text = translate(language, spec.label);
          expect(text, `${kind}.${field} (${language})`).not.toBe(spec.label);
          expect(text.length, `${kind}.${field} (${language})`).toBeGreaterThan(0);
        }
      }
    }
  });

  it('loads only the lists the changes need', () => {
    const needed = listsNeeded([
      { record_kind: 'grant', changes: [{ field: 'amount', before: 1, after: 2 }, { field: 'status_id', before: null, after: 'st-1' }] },
      { record_kind: 'member', changes: [{ field: 'partnerships', before: [], after: [] }] },
      { record_kind: 'event', changes: [{ field: 'member_ids', before: [], after: [] }] },
    ]);
    expect([...needed].sort()).toEqual(['members', 'organizations', 'statuses']);
  });

  it('cuts texts longer than 300 characters, and only those', () => {
    expect(cutText('a'.repeat(CUT_LENGTH))).toBeNull();
    const cut = cutText('a'.repeat(CUT_LENGTH + 1));
    expect(cut).toBe(`${'a'.repeat(CUT_LENGTH)}…`);
  });

  it('names list items in the active language with fallback', () => {
    expect(itemName({ id: 'x', name_en: 'Local', name_fr: null }, 'fr')).toBe('Local');
    expect(itemName({ id: 'x', title_en: 'Report', title_fr: 'Rapport' }, 'fr')).toBe('Rapport');
    expect(itemName({ id: 'x', title: 'Seed fund' }, 'fr')).toBe('Seed fund');
  });
});
