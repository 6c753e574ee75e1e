import type { AccountListItem } from '@portal/common/api/account';
import { describe, expect, it } from 'vitest';
import { exportRecords, exportText, TEST_ORIGIN } from '../../test/csv-export';
import { demoAccountItems } from '../../test/demo-lists';
import { ACCOUNT_CSV } from './account-csv';

describe('accounts CSV export (spec 6-data-and-beyond §6.3.1)', () => {
  it('heads the spec’s accounts columns in both languages', async () => {
    expect((await exportRecords(ACCOUNT_CSV, [], 'en'))[0]).toEqual([
      'First name', 'Last name', 'Login e-mail', 'Administrator', 'Member', 'Active member', 'Work e-mail', 'Work phone', 'Mobile phone', 'Last login', 'Link',
    ]);
    expect((await exportRecords(ACCOUNT_CSV, [], 'fr'))[0]).toEqual([
      'Prénom', 'Nom de famille', 'Courriel de connexion', 'Administrateur', 'Membre', 'Membre actif', 'Courriel professionnel', 'Téléphone professionnel', 'Téléphone cellulaire', 'Dernière connexion', 'Lien',
    ]);
  });

  it('criterion 4: the demo work phones are written with the leading apostrophe', async () => {
    const items = demoAccountItems();
    const withPhone = items.filter((a) => a.member?.work_phone);
    expect(withPhone.length).toBeGreaterThan(0);
    const records = await exportRecords(ACCOUNT_CSV, withPhone, 'en');
    expect(records.slice(1).map((r) => r[7])).toEqual(withPhone.map((a) => `'${a.member?.work_phone ?? ''}`));
    expect(records[1]?.[7]).toMatch(/^'\+1 514-555-01\d\d$/);
  });

  it('writes yes/no, an empty "Active member" for a non-member, and the last login in the network time zone', async () => {
    const admin: AccountListItem = { id: 'a1', first_name: 'Claire', last_name: 'Dubois-Martin', login_email: 'admin@x.example', is_admin: true, last_login: '2026-01-15T03:30:00Z', member: { id: 'm1', is_active: false, work_email: null, work_phone: null, mobile_phone: '+1 613-555-0101' } };
    const plain: AccountListItem = { id: 'a2', first_name: 'Jo', last_name: 'Roy', login_email: 'jo@x.example', is_admin: false, last_login: null, member: null };
    const records = await exportRecords(ACCOUNT_CSV, [admin, plain], 'fr');
    expect(records[1]).toEqual(['Claire', 'Dubois-Martin', 'admin@x.example', 'Oui', 'Oui', 'Non', '', '', "'+1 613-555-0101", '2026-01-14 22:30', `${TEST_ORIGIN}/accounts/a1`]);
    expect(records[2]).toEqual(['Jo', 'Roy', 'jo@x.example', 'Non', 'Non', '', '', '', '', '', `${TEST_ORIGIN}/accounts/a2`]);
    // Produced values are never prefixed, even a date that would start like a formula.
    expect(await exportText(ACCOUNT_CSV, [admin], 'en')).toContain(',Yes,Yes,No,,,');
  });
});
