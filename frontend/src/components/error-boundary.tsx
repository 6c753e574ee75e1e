import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Link } from 'wouter';
import { getActiveLanguage } from '../lib/i18n/active-language';
import { translate } from '../lib/i18n/dictionary';
import { useLanguage } from '../lib/i18n/language-context';
import { PageHeading } from './page-heading';

interface Props {
  children: ReactNode;
  /** The last-resort boundary around the whole application: plain markup, no providers needed. */
  plain?: boolean;
}

interface State {
  failed: boolean;
}

/** The error state inside the frame: header and footer keep working (spec 4-shell §4.10.4). */
function ErrorState() {
  const { t } = useLanguage();
  return (
    <section className="guard-state">
      <PageHeading>{t('errorBoundary.heading')}</PageHeading>
      <p>{t('errorBoundary.text')}</p>
      <div className="guard-action">
        <button type="button" className="button button-primary" onClick={() => window.location.reload()}>
          {t('errorBoundary.reload')}
        </button>
        <Link href="/">{t('guard.backToHome')}</Link>
      </div>
    </section>
  );
}

/** The last resort, when the frame itself failed. */
function PlainErrorState() {
  const language = getActiveLanguage();
  return (
    <main className="plain-error" lang={language}>
      <h1>{translate(language, 'errorBoundary.heading')}</h1>
      <p>{translate(language, 'errorBoundary.text')}</p>
      <p>
        <button type="button" onClick={() => window.location.reload()}>
          {translate(language, 'errorBoundary.reload')}
        </button>{' '}
        <a href="/">{translate(language, 'guard.backToHome')}</a>
      </p>
    </main>
  );
}

/**
 * Catches rendering errors, including a page's code that fails to load after a new deployment
 * (spec 4-shell §4.10.4). The error and the component stack go to the console; nothing technical
 * is shown. Give the inner boundary a `key` that changes on navigation so a new route clears it.
 */
export class ErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('A page failed to render.', error, info.componentStack);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return this.props.plain ? <PlainErrorState /> : <ErrorState />;
  }
}
