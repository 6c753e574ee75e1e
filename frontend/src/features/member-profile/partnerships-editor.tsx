/**
 * The partnerships editor of the Private tab (spec 5-pages §5.4.8): one row per partnership with
 * a one-organization selector (organizations chosen in other rows left out), the bilingual
 * description, and Remove; "Add a partnership" (at most 50); a link to register a partner.
 */
import { API_PATHS } from '@portal/common/api/paths';
import { PARTNERSHIPS_MAX } from '@portal/common/validation/embedded-list';
import { useId, useMemo } from 'react';
import { Link } from 'wouter';
import { BilingualInputs } from '../../components/form-fields';
import { ErrorIcon } from '../../components/icons';
import { Selector, type SelectorOption } from '../../components/selector';
import { useReferenceList } from '../../lib/api/lists';
import { bilingualText } from '../../lib/i18n/bilingual';
import { sortByTexts } from '../../lib/i18n/collator';
import { useLanguage } from '../../lib/i18n/language-context';
import type { MemberPartnership } from '@portal/common/api/member';
import { emptyPartnershipRow, type PartnershipRow } from './private-tab-form';
import { bilingualOption } from '../../lib/records/options';

type Organization = MemberPartnership['organization'];

export const ORGANIZATIONS_PATH = API_PATHS['all-organizations']();

export function PartnershipsEditor({
  rows,
  onChange,
  known,
  missingPartner,
  error,
  isAdmin,
}: {
  rows: readonly PartnershipRow[];
  onChange: (next: PartnershipRow[]) => void;
  /** The saved partnerships (names of partners the list does not hold). */
  known: readonly MemberPartnership[];
  /** Indexes of the rows with a description but no partner (after a save attempt). */
  missingPartner: readonly number[];
  error?: string | undefined;
  isAdmin: boolean;
}) {
  const { t, language } = useLanguage();
  const baseId = useId();
  const organizations = useReferenceList<Organization>(ORGANIZATIONS_PATH);
  const full = rows.length >= PARTNERSHIPS_MAX;
  const toOption = (o: Organization): SelectorOption => bilingualOption(o, language);
  const options = useMemo(
    () => sortByTexts(organizations.items, [(o) => bilingualText(o.name_en, o.name_fr, language)], language).map((o) => bilingualOption(o, language)),
    [organizations.items, language],
  );
  const byId = useMemo(() => {
    const map = new Map<string, Organization>();
    for (const p of known) map.set(p.organization.id, p.organization);
    for (const o of organizations.items) map.set(o.id, o);
    return map;
  }, [known, organizations.items]);

  const update = (index: number, patch: Partial<PartnershipRow>) => onChange(rows.map((row, i) => (i === index ? { ...row, ...patch } : row)));

  return (
    <fieldset className="form-fieldset partnerships-editor">
      <legend>{t('memberProfile.partnerships')}</legend>
      {error && missingPartner.length === 0 ? <p className="field-error">{error}</p> : null}
      {rows.length > 0 ? (
        <ol className="editor-rows">
          {rows.map((row, index) => {
            const organization = row.organization_id ? byId.get(row.organization_id) : undefined;
            const partnerName = organization ? bilingualText(organization.name_en, organization.name_fr, language) : '';
            const missing = missingPartner.includes(index);
            const errorId = `${baseId}-${row.key}-error`;
            const helpId = `${baseId}-${row.key}-help`;
            const groupId = `${baseId}-${row.key}-group`;
            return (
              <li key={row.key} className="editor-row">
                <Selector
                  label={t('memberProfile.partner')}
                  name={`partnerships_${index + 1}`}
                  options={options}
                  selected={organization ? [toOption(organization)] : row.organization_id ? [{ id: row.organization_id, label: row.organization_id }] : []}
                  onChange={(next) => update(index, { organization_id: next[0]?.id ?? '' })}
                  max={1}
                  excludeIds={rows.filter((_, i) => i !== index).map((r) => r.organization_id).filter(Boolean)}
                  failed={organizations.failed}
                  onRetry={organizations.retry}
                  invalid={missing}
                  {...(missing ? { describedBy: errorId } : {})}
                />
                {missing ? (
                  <p id={errorId} className="field-error">
                    <ErrorIcon />
                    {t('memberProfile.choosePartner')}
                  </p>
                ) : null}
                <div role="group" aria-labelledby={groupId} aria-describedby={helpId} className="bilingual-pair">
                  <span id={groupId} className="field-label">
                    {t('memberProfile.partnershipDescription')}
                  </span>
                  <p id={helpId} className="field-help">
                    {t('memberProfile.partnershipHelp')}
                  </p>
                  <BilingualInputs
                    names={{ en: `partnership_${index + 1}_en`, fr: `partnership_${index + 1}_fr` }}
                    en={row.description_en}
                    fr={row.description_fr}
                    multiline
                    onChange={(lang, value) => update(index, lang === 'en' ? { description_en: value } : { description_fr: value })}
                  />
                </div>
                <button type="button" className="button button-secondary" onClick={() => onChange(rows.filter((_, i) => i !== index))}>
                  <span aria-hidden="true">{t('memberProfile.remove')}</span>
                  <span className="visually-hidden">{t('memberProfile.removePartnership', { partner: partnerName })}</span>
                </button>
              </li>
            );
          })}
        </ol>
      ) : null}
      <div className="editor-add">
        <button type="button" className="button button-secondary" aria-disabled={full ? 'true' : undefined} onClick={() => (full ? undefined : onChange([...rows, emptyPartnershipRow()]))}>
          {t('memberProfile.addPartnership')}
        </button>
        {full ? <span className="field-help">{t('selector.maximum', { count: PARTNERSHIPS_MAX })}</span> : null}
      </div>
      <p>
        {t('memberProfile.partnerMissing')}{' '}
        {isAdmin ? (
          <Link href="/partners/register">{t('memberProfile.partnerMissingAdmin')}</Link>
        ) : (
          <Link href="/partners/register-partner">{t('memberProfile.partnerMissingSelf')}</Link>
        )}
      </p>
    </fieldset>
  );
}
