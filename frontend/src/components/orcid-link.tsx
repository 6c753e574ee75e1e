/**
 * An ORCID iD as the registry's display guidelines ask (spec 6-data-and-beyond §6.3.8): the iD
 * icon, then the full address `https://orcid.org/<iD>` as the link text, opened in a new tab with
 * the external-link rules of spec 4-shell §4.11.9.
 */
import { ExternalLink } from './values';
import './orcid-link.css';

/** The registry's address of an iD (stored canonical, spec 2-data-model §2.1.4). */
export function orcidAddress(orcid: string): string {
  return `https://orcid.org/${orcid}`;
}

/**
 * The ORCID iD icon (a green disc with "iD"), drawn here so the SPA loads nothing from another
 * site. Decorative: the address beside it says it all, so it is hidden from assistive technologies.
 */
export function OrcidIcon({ size = 16 }: { size?: number }) {
  return (
    <svg className="orcid-icon" width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <circle cx="12" cy="12" r="12" fill="#A6CE39" />
      <circle cx="7.3" cy="6.6" r="1.15" fill="#FFFFFF" />
      <rect x="6.4" y="8.7" width="1.8" height="8.6" fill="#FFFFFF" />
      <path d="M10.2 8.7h3.2a4.3 4.3 0 0 1 0 8.6h-3.2zM12 10.3v5.4h1.4a2.7 2.7 0 0 0 0-5.4z" fill="#FFFFFF" fillRule="evenodd" />
    </svg>
  );
}

export function OrcidLink({ orcid }: { orcid: string }) {
  const address = orcidAddress(orcid);
  return (
    <span className="orcid-link">
      <ExternalLink href={address}>
        <OrcidIcon />
        {address}
      </ExternalLink>
    </span>
  );
}
