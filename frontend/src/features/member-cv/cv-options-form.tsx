import { FORMAT_MESSAGES } from '@portal/common/errors/catalog';
import type { ReferenceEntry } from '@portal/common/api/reference';
import { useId, useState, type ReactNode } from 'react';
import { DateField } from '../../components/form-fields';
import { calendarDate } from '../../lib/documents/url-options';
import { bilingualText } from '../../lib/i18n/bilingual';
import { formatCount } from '../../lib/i18n/format-count';
import { useLanguage } from '../../lib/i18n/language-context';
import { CV_SECTIONS, NO_TYPE, type CvCounts, type CvSection } from './cv-document';
import type { CvPeriodChoice, CvUrlOptions } from './cv-url-options';

export interface CvOptionsFormProps {
  values: CvUrlOptions;
  update: (change: Partial<CvUrlOptions>) => void;
  /** Null while the answer loads: counts read "—". */
  counts: CvCounts | null;
  /** The label of the last reporting year ("2024–2025"). */
  lastYearLabel: string;
  productTypes: readonly ReferenceEntry[];
  statuses: readonly ReferenceEntry[];
  /** The viewer is an administrator looking at another member's CV (the private wording). */
  adminWording: boolean;
}

function Check({ label, checked, onChange, disabled = false, badge }: { label: ReactNode; checked: boolean; onChange: (checked: boolean) => void; disabled?: boolean; badge?: string | undefined }) {
  const id = useId();
  return (
    <span className="checkbox">
      <input id={id} type="checkbox" checked={checked} disabled={disabled} onChange={(event) => onChange(event.target.checked)} />
      <label htmlFor={id}>
        {label}
        {badge ? (
          <>
            {' '}
            <span className="badge">{badge}</span>
          </>
        ) : null}
      </label>
    </span>
  );
}

function Radio({ name, label, checked, onChange, lang }: { name: string; label: string; checked: boolean; onChange: () => void; lang?: string }) {
  const id = useId();
  return (
    <span className="checkbox">
      <input id={id} type="radio" name={name} checked={checked} onChange={onChange} />
      <label htmlFor={id} lang={lang}>
        {label}
      </label>
    </span>
  );
}

const toggle = (set: readonly string[], word: string, on: boolean) => (on ? [...new Set([...set, word])] : set.filter((item) => item !== word));

/**
 * A custom period's two dates (spec 7-reports §7.1.3): typed text, kept here while incomplete, in
 * the URL once a valid date (a malformed URL value would be ignored, and the typing lost).
 */
function CustomDates({ values, update }: Pick<CvOptionsFormProps, 'values' | 'update'>) {
  const { t, language } = useLanguage();
  const [from, setFrom] = useState(values.from ?? '');
  const [to, setTo] = useState(values.to ?? '');
  const invalid = (text: string) => text !== '' && calendarDate.parse(text) === undefined;
  const change = (key: 'from' | 'to', text: string) => {
    (key === 'from' ? setFrom : setTo)(text);
    const parsed = calendarDate.parse(text.trim());
    if (parsed !== undefined) update({ [key]: parsed });
  };
  const order = !invalid(from) && !invalid(to) && from !== '' && to !== '' && to < from;
  return (
    <div className="nested">
      <DateField label={t('documents.startDate')} name="from" value={from} onChange={(text) => change('from', text)} error={invalid(from) ? FORMAT_MESSAGES.date[language] : undefined} />
      <DateField
        label={t('documents.endDate')}
        name="to"
        value={to}
        onChange={(text) => change('to', text)}
        error={invalid(to) ? FORMAT_MESSAGES.date[language] : order ? t('memberCv.dateOrder') : undefined}
      />
    </div>
  );
}

/** The CV page's options (spec 7-reports §7.2.3 Options): every change goes to the URL at once. */
export function CvOptionsForm({ values, update, counts, lastYearLabel, productTypes, statuses, adminWording }: CvOptionsFormProps) {
  const { t, language } = useLanguage();
  const count = (n: number | undefined) => (n === undefined ? t('memberCv.noCount') : t('memberCv.count', { count: formatCount(n, language) }));
  const sectionLabel = (section: CvSection) => `${t(`memberCv.sections.${section}`)} ${count(counts?.sections[section])}`;
  const nameOf = (list: readonly ReferenceEntry[], id: string) => {
    const entry = list.find((candidate) => candidate.id === id);
    return entry ? bilingualText(entry.name_en, entry.name_fr, language) : '—';
  };
  const sections = new Set(values.sections);
  const periods: Array<[CvPeriodChoice, string]> = [
    ['all', t('memberCv.periodAll')],
    ['5y', t('memberCv.period5y')],
    ['year', t('memberCv.periodYear', { label: lastYearLabel })],
    ['custom', t('documents.customPeriod')],
  ];
  return (
    <>
      <fieldset>
        <legend>{t('documents.documentLanguage')}</legend>
        <Radio name="cv-lang" label="English" lang="en" checked={values.lang === 'en'} onChange={() => update({ lang: 'en' })} />
        <Radio name="cv-lang" label="Français" lang="fr" checked={values.lang === 'fr'} onChange={() => update({ lang: 'fr' })} />
      </fieldset>

      <fieldset>
        <legend>{t('documents.period')}</legend>
        {periods.map(([choice, label]) => (
          <Radio key={choice} name="cv-period" label={label} checked={values.period === choice} onChange={() => update({ period: choice })} />
        ))}
        {values.period === 'custom' ? <CustomDates values={values} update={update} /> : null}
      </fieldset>

      <fieldset>
        <legend>{t('documents.sections')}</legend>
        {CV_SECTIONS.map((section) => (
          <div key={section}>
            <Check
              label={sectionLabel(section)}
              checked={sections.has(section)}
              onChange={(on) => update({ sections: toggle(values.sections, section, on) })}
              badge={section === 'partnerships' ? t('memberCv.privateBadge') : undefined}
            />
            {section === 'products' && counts && counts.productTypes.length > 0 ? (
              <div className="nested">
                {counts.productTypes.map(({ id, count: n }) => (
                  <Check
                    key={id}
                    label={`${id === NO_TYPE ? t('memberCv.document.noType') : nameOf(productTypes, id)} ${count(n)}`}
                    checked={values.productTypes.includes(id)}
                    disabled={!sections.has('products')}
                    onChange={(on) => update({ productTypes: toggle(values.productTypes, id, on) })}
                  />
                ))}
              </div>
            ) : null}
            {section === 'grants' && counts && counts.grantStatuses.length > 0 ? (
              <div className="nested">
                {counts.grantStatuses.map(({ id, count: n }) => (
                  <Check
                    key={id}
                    label={`${nameOf(statuses, id)} ${count(n)}`}
                    checked={values.grantStatuses.includes(id)}
                    disabled={!sections.has('grants')}
                    onChange={(on) => update({ grantStatuses: toggle(values.grantStatuses, id, on) })}
                  />
                ))}
              </div>
            ) : null}
          </div>
        ))}
      </fieldset>

      <fieldset>
        <legend>{t('memberCv.details')}</legend>
        <label className="field-label">
          <span>{t('documents.citationStyle')}</span>
          <select className="text-input" value={values.style} onChange={(event) => update({ style: event.target.value === 'vancouver' ? 'vancouver' : 'apa' })}>
            <option value="apa">{t('documents.styleApa')}</option>
            <option value="vancouver">{t('documents.styleVancouver')}</option>
          </select>
        </label>
        <Check label={t('memberCv.markPeerReviewed')} checked={values.peer} onChange={(on) => update({ peer: on })} />
        <Check label={t('memberCv.bothTitles')} checked={values.bothTitles} onChange={(on) => update({ bothTitles: on })} />
        <Check label={t('memberCv.listInvestigators')} checked={values.investigators} onChange={(on) => update({ investigators: on })} />
      </fieldset>

      <fieldset>
        <legend>{t('memberCv.privateInformation')}</legend>
        <p className="option-note">{t(adminWording ? 'memberCv.privateNoteAdmin' : 'memberCv.privateNoteMember')}</p>
        <Check label={t('memberCv.mobileAndAddress')} checked={values.private} onChange={(on) => update({ private: on })} badge={t('memberCv.privateBadge')} />
        <Check
          label={t(adminWording ? 'memberCv.dateJoinedAdmin' : 'memberCv.dateJoinedSelf')}
          checked={values.joined}
          onChange={(on) => update({ joined: on })}
          badge={t('memberCv.privateBadge')}
        />
      </fieldset>

      <fieldset>
        <legend>{t('documents.paperSize')}</legend>
        <Radio name="cv-paper" label={t('documents.paperLetter')} checked={values.paper === 'letter'} onChange={() => update({ paper: 'letter' })} />
        <Radio name="cv-paper" label={t('documents.paperA4')} checked={values.paper === 'a4'} onChange={() => update({ paper: 'a4' })} />
      </fieldset>
    </>
  );
}
