/** The supervision's public fields form (spec 5-pages §5.10.3 Public tab, §5.10.4–§5.10.5 registration). */
import type { MemberListItem } from '@portal/common/api/member';
import type { SupervisionPublicDetail, UpdateSupervisionPublicBody } from '@portal/common/api/supervision';
import type { ReferenceEntry } from '@portal/common/api/reference';
import { API_PATHS, REFERENCE_LIST_PATHS } from '@portal/common/api/paths';
import { SUPERVISION_ROLE_MAX, TRAINEES_MAX } from '@portal/common/validation/schemas/supervision';
import { useId, useMemo } from 'react';
import { DateField, SelectField, TextField } from '../../components/form-fields';
import { Selector, type SelectorOption } from '../../components/selector';
import { useReferenceList } from '../../lib/api/lists';
import { compareText } from '../../lib/i18n/collator';
import { useLanguage } from '../../lib/i18n/language-context';
import type { supervisionsEn } from '../../lib/i18n/sections/supervisions-en';
import { formOptions } from '../../lib/records/options';
import { textOrNull, type FieldMessages } from '../../lib/records/field-errors';
import { useDistinctMemberOptions } from '../../lib/records/member-details';

/** A text of records.supervisions. */
export type SupervisionTextKey = keyof typeof supervisionsEn;

export interface PersonName {
  first_name: string;
  last_name: string;
}

export interface SupervisionFormValues {
  first_name: string;
  last_name: string;
  trainee: SelectorOption[];
  /** The chosen trainee member's names (for the "Use the member's name" suggestion); not sent. */
  traineeName: PersonName | null;
  start_date: string;
  end_date: string;
  faculty_id: string;
  level_id: string;
  principals: SelectorOption[];
  coSupervisors: SelectorOption[];
  committee: SelectorOption[];
}

export const EMPTY_SUPERVISION_FORM: SupervisionFormValues = {
  first_name: '',
  last_name: '',
  trainee: [],
  traineeName: null,
  start_date: '',
  end_date: '',
  faculty_id: '',
  level_id: '',
  principals: [],
  coSupervisors: [],
  committee: [],
};

const memberOption = (m: { id: string; first_name: string; last_name: string }): SelectorOption => ({
  id: m.id,
  label: `${m.first_name} ${m.last_name}`,
  href: `/members/${encodeURIComponent(m.id)}`,
});

export function supervisionFormValues(supervision: SupervisionPublicDetail): SupervisionFormValues {
  const trainee = supervision.trainee_members[0];
  return {
    first_name: supervision.first_name,
    last_name: supervision.last_name,
    trainee: supervision.trainee_members.map(memberOption),
    traineeName: trainee ? { first_name: trainee.first_name, last_name: trainee.last_name } : null,
    start_date: supervision.start_date ?? '',
    end_date: supervision.end_date ?? '',
    faculty_id: supervision.faculty?.id ?? '',
    level_id: supervision.level?.id ?? '',
    principals: supervision.principal_supervisors.map(memberOption),
    coSupervisors: supervision.co_supervisors.map(memberOption),
    committee: supervision.committee_members.map(memberOption),
  };
}

/** The request body of the public fields (trimmed, empty optional values as null, links as id arrays). */
export function supervisionBody(values: SupervisionFormValues): UpdateSupervisionPublicBody {
  return {
    first_name: values.first_name.trim(),
    last_name: values.last_name.trim(),
    start_date: textOrNull(values.start_date),
    end_date: textOrNull(values.end_date),
    faculty_id: textOrNull(values.faculty_id),
    level_id: textOrNull(values.level_id),
    trainee_member_ids: values.trainee.map((m) => m.id),
    principal_supervisor_ids: values.principals.map((m) => m.id),
    co_supervisor_ids: values.coSupervisors.map((m) => m.id),
    committee_member_ids: values.committee.map((m) => m.id),
  };
}

/**
 * Choosing a trainee member: the names are filled in when both are empty; otherwise they stay and
 * the form offers the member's name (spec 5-pages §5.10.3).
 */
export function chooseTrainee(values: SupervisionFormValues, trainee: SelectorOption[], name: PersonName | null): SupervisionFormValues {
  const next = { ...values, trainee, traineeName: trainee.length > 0 ? name : null };
  if (name && trainee.length > 0 && values.first_name.trim() === '' && values.last_name.trim() === '') {
    return { ...next, first_name: name.first_name, last_name: name.last_name };
  }
  return next;
}

/** The member's name to offer, when a trainee member is chosen and the names differ from theirs. */
export function suggestedTraineeName(values: SupervisionFormValues): PersonName | null {
  const name = values.traineeName;
  if (!name || values.trainee.length === 0) return null;
  return name.first_name === values.first_name.trim() && name.last_name === values.last_name.trim() ? null : name;
}

function MemberField({
  label,
  name,
  help,
  options,
  selected,
  exclude,
  max,
  error,
  onChange,
  failed,
  onRetry,
}: {
  label: string;
  /** The body field, for the error summary's link. */
  name: string;
  help?: string;
  options: readonly SelectorOption[];
  selected: SelectorOption[];
  exclude: readonly string[];
  max: number;
  error: string | undefined;
  onChange: (next: SelectorOption[]) => void;
  failed: boolean;
  onRetry: () => void;
}) {
  const helpId = useId();
  return (
    <div className="form-field">
      {help ? (
        <p id={helpId} className="field-help">
          {help}
        </p>
      ) : null}
      <Selector
        label={label}
        name={name}
        options={options}
        selected={selected}
        excludeIds={exclude}
        onChange={onChange}
        max={max}
        {...(help ? { describedBy: helpId } : {})}
        invalid={Boolean(error)}
        failed={failed}
        onRetry={onRetry}
      />
      {error ? <p className="field-error">{error}</p> : null}
    </div>
  );
}

export function SupervisionPublicFields({
  values,
  onChange,
  errors,
  ownMemberId,
}: {
  values: SupervisionFormValues;
  onChange: (next: SupervisionFormValues) => void;
  errors: FieldMessages;
  /** Registration of a supervision the caller leads: the caller is left out of every selector. */
  ownMemberId?: string | undefined;
}) {
  const { t, language } = useLanguage();
  const faculties = useReferenceList<ReferenceEntry>(REFERENCE_LIST_PATHS.faculties);
  const levels = useReferenceList<ReferenceEntry>(REFERENCE_LIST_PATHS.levels);
  // The list's items carry each member's faculty and type, which tell two namesakes apart.
  const members = useReferenceList<MemberListItem>(API_PATHS['all-members']());
  const memberOptions = useDistinctMemberOptions(
    useMemo(() => members.items.map((m) => memberOption({ id: m.id, ...m.account })).sort((a, b) => compareText(a.label, b.label, language)), [members.items, language]),
    members.items,
  );
  const namesById = useMemo(() => new Map(members.items.map((m) => [m.id, m.account])), [members.items]);
  const set = <K extends keyof SupervisionFormValues>(key: K, value: SupervisionFormValues[K]) => onChange({ ...values, [key]: value });
  const own = ownMemberId ? [ownMemberId] : [];
  const ids = (list: readonly SelectorOption[]) => list.map((m) => m.id);
  const exclude = {
    trainee: [...own, ...ids(values.principals), ...ids(values.coSupervisors), ...ids(values.committee)],
    principals: [...own, ...ids(values.trainee), ...ids(values.coSupervisors), ...ids(values.committee)],
    coSupervisors: [...own, ...ids(values.trainee), ...ids(values.principals), ...ids(values.committee)],
    committee: [...own, ...ids(values.trainee), ...ids(values.principals), ...ids(values.coSupervisors)],
  };
  const suggestion = suggestedTraineeName(values);
  const s = (key: SupervisionTextKey) => t(`records.supervisions.${key}`);
  return (
    <>
      <fieldset>
        <legend>{s('trainee')}</legend>
        <TextField label={s('firstName')} name="first_name" value={values.first_name} required error={errors.first_name} onChange={(v) => set('first_name', v)} />
        <TextField label={s('lastName')} name="last_name" value={values.last_name} required error={errors.last_name} onChange={(v) => set('last_name', v)} />
        {suggestion ? (
          <p>
            <button
              type="button"
              className="button button-secondary"
              onClick={() => onChange({ ...values, first_name: suggestion.first_name, last_name: suggestion.last_name })}
            >
              {t('records.supervisions.useMemberName', { name: `${suggestion.first_name} ${suggestion.last_name}` })}
            </button>
          </p>
        ) : null}
        <MemberField
          label={s('traineeMember')}
          help={s('traineeMemberHelp')}
          options={memberOptions}
          selected={values.trainee}
          exclude={exclude.trainee}
          max={TRAINEES_MAX}
          name="trainee_member_ids"
          error={errors.trainee_member_ids}
          onChange={(next) => {
            const chosen = next[0];
            const name = chosen ? (namesById.get(chosen.id) ?? values.traineeName) : null;
            onChange(chooseTrainee(values, next, name ?? null));
          }}
          failed={members.failed}
          onRetry={members.retry}
        />
      </fieldset>
      <DateField label={s('startDate')} name="start_date" value={values.start_date} error={errors.start_date} onChange={(v) => set('start_date', v)} />
      <DateField label={s('endDate')} name="end_date" value={values.end_date} error={errors.end_date} onChange={(v) => set('end_date', v)} />
      <SelectField label={s('faculty')} name="faculty_id" value={values.faculty_id} options={formOptions(faculties.items, language, [values.faculty_id])} error={errors.faculty_id} onChange={(v) => set('faculty_id', v)} />
      <SelectField label={s('level')} name="level_id" value={values.level_id} options={formOptions(levels.items, language, [values.level_id])} error={errors.level_id} onChange={(v) => set('level_id', v)} />
      <MemberField
        label={ownMemberId ? s('otherPrincipals') : s('principals')}
        help={s('principalsHelp')}
        options={memberOptions}
        selected={values.principals}
        exclude={exclude.principals}
        max={ownMemberId ? SUPERVISION_ROLE_MAX - 1 : SUPERVISION_ROLE_MAX}
        name="principal_supervisor_ids"
        error={errors.principal_supervisor_ids}
        onChange={(next) => set('principals', next)}
        failed={members.failed}
        onRetry={members.retry}
      />
      <MemberField
        label={s('coSupervisors')}
        help={s('coSupervisorsHelp')}
        options={memberOptions}
        selected={values.coSupervisors}
        exclude={exclude.coSupervisors}
        max={SUPERVISION_ROLE_MAX}
        name="co_supervisor_ids"
        error={errors.co_supervisor_ids}
        onChange={(next) => set('coSupervisors', next)}
        failed={members.failed}
        onRetry={members.retry}
      />
      <MemberField
        label={s('committee')}
        options={memberOptions}
        selected={values.committee}
        exclude={exclude.committee}
        max={SUPERVISION_ROLE_MAX}
        name="committee_member_ids"
        error={errors.committee_member_ids}
        onChange={(next) => set('committee', next)}
        failed={members.failed}
        onRetry={members.retry}
      />
    </>
  );
}
