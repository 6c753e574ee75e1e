import { useSession } from '../lib/auth/session-context';
import { config } from '../lib/config';
import { useLanguage } from '../lib/i18n/language-context';
import { mailtoHref } from '../lib/mailto';

/**
 * The contact address as a mailto: link with the registration request subject and body
 * (spec 4-shell §4.9.1).
 */
export function ContactLink() {
  const { identity } = useSession();
  const { t } = useLanguage();
  const subject = t('home.registrationSubject');
  const body = t('home.registrationBody', { username: identity?.username ?? '' });
  return <a href={mailtoHref(config.contactEmail, { subject, body })}>{config.contactEmail}</a>;
}
