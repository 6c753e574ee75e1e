import { Component, type ErrorInfo, type ReactNode } from 'react';
import { getActiveLanguage } from '../lib/i18n/active-language';
import { translate } from '../lib/i18n/dictionary';

interface State {
  failed: boolean;
}

/**
 * Catches rendering errors (spec 4-shell §4.10.4). Give it a `key` that changes on navigation so
 * that a new route clears the error.
 */
export class ErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('A page failed to render.', error, info.componentStack);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    const language = getActiveLanguage();
    return (
      <section className="guard-state">
        <h1 tabIndex={-1}>{translate(language, 'errorBoundary.heading')}</h1>
        <p>{translate(language, 'errorBoundary.text')}</p>
        <div className="guard-action">
          <button type="button" className="button button-primary" onClick={() => window.location.reload()}>
            {translate(language, 'errorBoundary.reload')}
          </button>
          <a href="/">{translate(language, 'guard.backToHome')}</a>
        </div>
      </section>
    );
  }
}
