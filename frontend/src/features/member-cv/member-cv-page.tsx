import type { MemberCvData } from '@portal/common/api/cv';
import { API_PATHS, REFERENCE_LIST_PATHS } from '@portal/common/api/paths';
import type { ReferenceEntry } from '@portal/common/api/reference';
import { useEffect, useMemo, useState } from 'react';
import { Link, useSearch } from 'wouter';
import { DocumentPage } from '../../components/document-page';
import { RecordState } from '../../components/record-state';
import { referenceLoaded, useReferenceList } from '../../lib/api/lists';
import { useSession } from '../../lib/auth/session-context';
import { readCitationStyle } from '../../lib/citations/citation-style';
import { config, networkName } from '../../lib/config';
import { localDate } from '../../lib/files/file-export';
import { useUrlOptions } from '../../lib/documents/use-url-options';
import { loadTexts, textsLoaded, type MessageKey } from '../../lib/i18n/dictionary';
import { plural } from '../../lib/i18n/format';
import { formatCount } from '../../lib/i18n/format-count';
import { useLanguage } from '../../lib/i18n/language-context';
import { useRecord } from '../../lib/records/use-record';
import { buildCvDocument, type CvLists, type LeftOut } from './cv-document';
import { CvOptionsForm } from './cv-options-form';
import { CV_CODECS, cvDefaults, cvPeriod, lastYearFor, toCvOptions } from './cv-url-options';

const LEFT_OUT_KEYS: Record<keyof LeftOut, [MessageKey, MessageKey]> = {
  products: ['memberCv.leftOut.productsOne', 'memberCv.leftOut.productsOther'],
  grants: ['memberCv.leftOut.grantsOne', 'memberCv.leftOut.grantsOther'],
  supervisions: ['memberCv.leftOut.supervisionsOne', 'memberCv.leftOut.supervisionsOther'],
  events: ['memberCv.leftOut.eventsOne', 'memberCv.leftOut.eventsOther'],
};

/** The page texts of the document's language, which may not be the interface's (spec 7-reports §7.1.2). */
function useDocumentTexts(lang: 'en' | 'fr'): boolean {
  const [, setLoaded] = useState(0);
  const ready = textsLoaded(lang, 'pages');
  useEffect(() => {
    if (ready) return;
    let live = true;
    loadTexts(lang, 'pages').then(
      () => live && setLoaded((n) => n + 1),
      (error: unknown) => console.error(error),
    );
    return () => {
      live = false;
    };
  }, [lang, ready]);
  return ready;
}

/**
 * `/members/{id}/cv` (spec 7-reports §7.2.3–§7.2.6): the member's CV, built in the browser from
 * `GET /api/member/{id}/cv` and the reference lists, with its options in the URL; the route guard
 * lets in only the member and administrators, without a request.
 */
export function MemberCvPage({ id }: { id: string }) {
  const { t, language } = useLanguage();
  const session = useSession();
  const record = useRecord<MemberCvData>(API_PATHS['member-cv'](id));
  const productTypes = useReferenceList<ReferenceEntry>(REFERENCE_LIST_PATHS.productTypes);
  const statuses = useReferenceList<ReferenceEntry>(REFERENCE_LIST_PATHS.statuses);
  const sources = useReferenceList<ReferenceEntry>(REFERENCE_LIST_PATHS.sources);
  const levels = useReferenceList<ReferenceEntry>(REFERENCE_LIST_PATHS.levels);
  const faculties = useReferenceList<ReferenceEntry>(REFERENCE_LIST_PATHS.faculties);
  const eventTypes = useReferenceList<ReferenceEntry>(REFERENCE_LIST_PATHS.eventTypes);
  const referenceLists = [productTypes, statuses, sources, levels, faculties, eventTypes];
  const failedLists = referenceLists.filter((list) => list.failed);

  const [today] = useState(() => localDate(new Date()));
  const lastYear = useMemo(() => lastYearFor(config.reportYearStart, today), [today]);
  const [style] = useState(readCitationStyle);
  const defaults = useMemo(() => cvDefaults(language, style, record.data), [language, style, record.data]);
  const [values, update] = useUrlOptions(CV_CODECS, defaults);
  const search = useSearch();
  const documentTextsReady = useDocumentTexts(values.lang);

  const lists: CvLists = useMemo(
    () => ({
      productTypes: productTypes.items,
      statuses: statuses.items,
      sources: sources.items,
      levels: levels.items,
      faculties: faculties.items,
      eventTypes: eventTypes.items,
    }),
    [productTypes.items, statuses.items, sources.items, levels.items, faculties.items, eventTypes.items],
  );
  const listsSettled = referenceLists.every((list) => referenceLoaded(list) || list.failed);
  const period = cvPeriod(values, today, lastYear);
  const cv = useMemo(() => {
    if (!record.data || !documentTextsReady || !listsSettled) return null;
    return buildCvDocument(record.data, toCvOptions(values, period), lists, { networkName: networkName(values.lang), shortName: config.shortName, today });
    // `period` is derived from `values` and `today`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [record.data, documentTextsReady, listsSettled, values, lists, today]);

  if (record.state !== 'ready' && record.state !== 'loading') {
    return <RecordState kind={record.state} notFoundHeading={t('memberCv.notFound')} onRetry={record.retry} />;
  }

  const member = record.data?.member.account ?? (session.account?.member?.id === id ? session.account : null);
  const name = member ? `${member.first_name} ${member.last_name}` : '…';
  const isSelf = session.account?.member?.id === id;
  const adminWording = session.account?.is_admin === true && !isSelf;

  const notes = cv ? (
    <>
      {failedLists.length > 0 ? (
        <div className="notice warning-notice" role="status">
          <p>{t('documents.someNamesMissing')}</p>
          <button type="button" className="button button-secondary" onClick={() => failedLists.forEach((list) => list.retry())}>
            {t('session.tryAgain')}
          </button>
        </div>
      ) : null}
      {(Object.keys(LEFT_OUT_KEYS) as (keyof LeftOut)[])
        .filter((kind) => cv.leftOut[kind] > 0)
        .map((kind) => {
          const n = cv.leftOut[kind];
          const [one, other] = LEFT_OUT_KEYS[kind];
          return <p key={kind}>{plural(n, language, t(one, { count: formatCount(n, language) }), t(other, { count: formatCount(n, language) }))}</p>;
        })}
      {cv.model.fallbackCount > 0 ? (
        <p>
          {plural(
            cv.model.fallbackCount,
            language,
            t(values.lang === 'en' ? 'memberCv.fallbackEnOne' : 'memberCv.fallbackFrOne', { count: formatCount(cv.model.fallbackCount, language) }),
            t(values.lang === 'en' ? 'memberCv.fallbackEnOther' : 'memberCv.fallbackFrOther', { count: formatCount(cv.model.fallbackCount, language) }),
          )}
        </p>
      ) : null}
    </>
  ) : null;

  return (
    <DocumentPage
      heading={t('memberCv.heading', { name })}
      intro={t('memberCv.intro')}
      back={<Link href={`/members/${encodeURIComponent(id)}`}>{t('memberCv.backToProfile')}</Link>}
      optionsKey={search}
      model={cv?.model ?? null}
      notes={notes}
      screenNote={cv?.empty ? t('memberCv.nothingInSections') : undefined}
      options={
        <CvOptionsForm
          values={values}
          update={update}
          counts={cv?.counts ?? null}
          lastYearLabel={lastYear.label}
          productTypes={productTypes.items}
          statuses={statuses.items}
          adminWording={adminWording}
        />
      }
    />
  );
}
