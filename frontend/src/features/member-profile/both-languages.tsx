import { DetailItem, DetailList } from '../../components/record-detail';
import { useLanguage } from '../../lib/i18n/language-context';

/** Both languages of a bilingual text, each under its sub-label (spec 5-pages §5.4.3). */
export function BothLanguages({ en, fr }: { en: string | null; fr: string | null }) {
  const { t } = useLanguage();
  return (
    <DetailList>
      <DetailItem label={t('records.english')} empty={!en}>
        <span lang="en" className="preserve-lines">
          {en}
        </span>
      </DetailItem>
      <DetailItem label={t('records.french')} empty={!fr}>
        <span lang="fr" className="preserve-lines">
          {fr}
        </span>
      </DetailItem>
    </DetailList>
  );
}
