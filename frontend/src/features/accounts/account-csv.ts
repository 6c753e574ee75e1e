/**
 * The accounts list's CSV columns (spec 6-data-and-beyond §6.3.1, column table: Accounts), from
 * the account list items the page holds; the phones are user-entered text, so a leading "+" is
 * protected.
 */
import type { AccountListItem } from '@portal/common/api/account';
import type { CsvColumn } from '../../lib/csv/csv-column';
import type { CsvExportSource } from '../../lib/csv/csv-export';
import { csvTimestamp, recordLink } from '../../lib/csv/csv-values';

export const ACCOUNT_CSV: CsvExportSource<AccountListItem> = {
  section: 'accounts',
  lists: [],
  columns(_lists, { origin, timeZone, yesNo }): Array<CsvColumn<AccountListItem>> {
    return [
      { header: 'firstName', value: (a) => a.first_name },
      { header: 'lastName', value: (a) => a.last_name },
      { header: 'loginEmail', value: (a) => a.login_email },
      { header: 'administrator', produced: true, value: (a) => yesNo(a.is_admin) },
      { header: 'member', produced: true, value: (a) => yesNo(a.member !== null) },
      // Empty when the account is not a member.
      { header: 'activeMember', produced: true, value: (a) => (a.member ? yesNo(a.member.is_active) : null) },
      { header: 'workEmail', value: (a) => a.member?.work_email },
      { header: 'workPhone', value: (a) => a.member?.work_phone },
      { header: 'mobilePhone', value: (a) => a.member?.mobile_phone },
      { header: 'lastLogin', produced: true, value: (a) => csvTimestamp(a.last_login, timeZone) },
      { header: 'link', produced: true, value: (a) => recordLink(origin, 'accounts', a.id) },
    ];
  },
};
