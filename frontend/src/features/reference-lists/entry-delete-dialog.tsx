import { API_PATHS } from '@portal/common/api/paths';
import { DeleteDialog } from '../../components/delete-dialog';
import { useLanguage } from '../../lib/i18n/language-context';
import { useRecordDelete } from '../../lib/records/use-record-patch';
import { entryName, type ListEntry, type PageList } from './reference-lists-model';

/** The typed-name delete of an unused entry (operation 40; keywords operation 41). */
export function EntryDeleteDialog({ list, entry, onClose }: { list: PageList; entry: ListEntry; onClose: () => void }) {
  const { language } = useLanguage();
  const remove = useRecordDelete(entry.etag);
  const keyword = list.key === 'keyword';
  return (
    <DeleteDialog
      entity={keyword ? 'keyword' : 'entry'}
      name={entryName(entry, language)}
      withoutLinks
      onClose={onClose}
      onDelete={async () => {
        const url = keyword ? API_PATHS['delete-keyword'](entry.id) : API_PATHS['delete-reference'](list.api, entry.id);
        const result = await remove(keyword ? 'deleteKeyword' : 'deleteReference', url);
        return result.ok;
      }}
    />
  );
}
