/** The grants list's CSV columns (spec 6-data-and-beyond §6.3.1, column table: Grants). */
import type { GrantListItem } from '@portal/common/api/grant';
import type { ReferenceEntry } from '@portal/common/api/reference';
import { REFERENCE_LIST_PATHS } from '@portal/common/api/paths';
import type { CsvColumn } from '../../lib/csv/csv-column';
import { loadedList, type CsvExportSource } from '../../lib/csv/csv-export';
import { byId, csvAmount, csvDate, linkedName, memberNames, recordLink } from '../../lib/csv/csv-values';

export const GRANT_CSV: CsvExportSource<GrantListItem> = {
  section: 'grants',
  lists: [REFERENCE_LIST_PATHS.statuses, REFERENCE_LIST_PATHS.sources, REFERENCE_LIST_PATHS.topics],
  columns(lists, { language, origin, yesNo }): Array<CsvColumn<GrantListItem>> {
    const statuses = byId(loadedList<ReferenceEntry>(lists, REFERENCE_LIST_PATHS.statuses));
    const sources = byId(loadedList<ReferenceEntry>(lists, REFERENCE_LIST_PATHS.sources));
    const topics = byId(loadedList<ReferenceEntry>(lists, REFERENCE_LIST_PATHS.topics));
    return [
      { header: 'title', value: (g) => g.title },
      { header: 'amount', produced: true, value: (g) => csvAmount(g.amount, language) },
      { header: 'status', value: (g) => linkedName(g.status_id, statuses, language) },
      { header: 'source', value: (g) => linkedName(g.source_id, sources, language) },
      { header: 'topic', value: (g) => linkedName(g.topic_id, topics, language) },
      { header: 'throughNetwork', produced: true, value: (g) => yesNo(g.through_network) },
      { header: 'submissionDate', produced: true, value: (g) => csvDate(g.submission_date) },
      { header: 'obtainedDate', produced: true, value: (g) => csvDate(g.obtained_date) },
      { header: 'completedDate', produced: true, value: (g) => csvDate(g.completed_date) },
      { header: 'allInvestigators', value: (g) => g.all_investigator },
      { header: 'investigatorMembers', value: (g) => memberNames(g.investigator_members) },
      { header: 'involvedMembers', value: (g) => memberNames(g.involved_members) },
      { header: 'link', produced: true, value: (g) => recordLink(origin, 'grants', g.id) },
    ];
  },
};
