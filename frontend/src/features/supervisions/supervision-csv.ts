/** The supervisions list's CSV columns (spec 6-data-and-beyond §6.3.1, column table: Supervisions). */
import type { ReferenceEntry } from '@portal/common/api/reference';
import type { SupervisionListItem } from '@portal/common/api/supervision';
import { REFERENCE_LIST_PATHS } from '@portal/common/api/paths';
import type { CsvColumn } from '../../lib/csv/csv-column';
import { loadedList, type CsvExportSource } from '../../lib/csv/csv-export';
import { byId, csvDate, linkedName, memberNames, recordLink } from '../../lib/csv/csv-values';

export const SUPERVISION_CSV: CsvExportSource<SupervisionListItem> = {
  section: 'supervisions',
  lists: [REFERENCE_LIST_PATHS.levels, REFERENCE_LIST_PATHS.faculties],
  columns(lists, { language, origin }): Array<CsvColumn<SupervisionListItem>> {
    const levels = byId(loadedList<ReferenceEntry>(lists, REFERENCE_LIST_PATHS.levels));
    const faculties = byId(loadedList<ReferenceEntry>(lists, REFERENCE_LIST_PATHS.faculties));
    return [
      { header: 'firstName', value: (s) => s.first_name },
      { header: 'lastName', value: (s) => s.last_name },
      { header: 'level', value: (s) => linkedName(s.level_id, levels, language) },
      { header: 'faculty', value: (s) => linkedName(s.faculty_id, faculties, language) },
      { header: 'startDate', produced: true, value: (s) => csvDate(s.start_date) },
      { header: 'endDate', produced: true, value: (s) => csvDate(s.end_date) },
      { header: 'traineeMember', value: (s) => memberNames(s.trainee_members) },
      { header: 'principalSupervisors', value: (s) => memberNames(s.principal_supervisors) },
      { header: 'coSupervisors', value: (s) => memberNames(s.co_supervisors) },
      { header: 'committeeMembers', value: (s) => memberNames(s.committee_members) },
      { header: 'link', produced: true, value: (s) => recordLink(origin, 'supervisions', s.id) },
    ];
  },
};
