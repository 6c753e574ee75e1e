import { useSession } from '../lib/auth/session-context';
import { useLanguage } from '../lib/i18n/language-context';
import { MicrosoftLogo } from './microsoft-logo';
import { Spinner } from './spinner';

/** "Login" / "Connecter" with the provider's logo (seed §2; spec 4-shell §4.3.1). */
export function LoginButton() {
  const { login, loggingIn } = useSession();
  const { t } = useLanguage();
  return (
    <button
      type="button"
      className="button button-primary login-button"
      aria-disabled={loggingIn ? 'true' : undefined}
      onClick={() => {
        if (!loggingIn) login();
      }}
    >
      {loggingIn ? <Spinner /> : <MicrosoftLogo />}
      <span>{t('session.login')}</span>
    </button>
  );
}
