import { useEffect } from 'react';
import { Link } from 'wouter';
import { PageHeading } from '../../components/page-heading';
import { useLanguage } from '../../lib/i18n/language-context';

/** Not-found page (spec 4-shell §4.10.1); the URL stays as typed. */
export function NotFoundPage() {
  const { t } = useLanguage();
  useEffect(() => {
    const meta = document.createElement('meta');
    meta.name = 'robots';
    meta.content = 'noindex';
    document.head.appendChild(meta);
    return () => meta.remove();
  }, []);
  return (
    <section className="guard-state">
      <PageHeading>{t('notFound.heading')}</PageHeading>
      <p>{t('notFound.text')}</p>
      <div className="guard-action">
        <Link href="/">{t('guard.backToHome')}</Link>
      </div>
    </section>
  );
}
