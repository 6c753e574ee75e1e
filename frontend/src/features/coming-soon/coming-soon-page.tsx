import { PageHeading } from '../../components/page-heading';
import type { MessageKey } from '../../lib/i18n/dictionary';
import { useLanguage } from '../../lib/i18n/language-context';

/** Placeholder of a page that later work fills in. */
export function ComingSoonPage({ title }: { title: MessageKey }) {
  const { t } = useLanguage();
  return (
    <section className="coming-soon">
      <PageHeading>{t(title)}</PageHeading>
      <p>{t('comingSoon.text')}</p>
    </section>
  );
}
