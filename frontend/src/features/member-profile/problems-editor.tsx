/**
 * The problems editor of the Public tab (spec 5-pages §5.4.8): ordered rows "Problem <n>" with
 * an English and a French input, Move up / Move down / Remove, and "Add a problem" (at most 10).
 */
import { useEffect, useRef } from 'react';
import { BilingualInputs } from '../../components/form-fields';
import { useLanguage } from '../../lib/i18n/language-context';
import { moveRow, newRowKey, PROBLEMS_MAX, removeRow, type ProblemRow } from './problems';

type PendingFocus = { key: string; target: 'up' | 'down' | 'input' } | { key: null; target: 'add' };

export function ProblemsEditor({ rows, onChange, error }: { rows: readonly ProblemRow[]; onChange: (next: ProblemRow[]) => void; error?: string | undefined }) {
  const { t, language } = useLanguage();
  const rowRefs = useRef(new Map<string, HTMLElement>());
  const addRef = useRef<HTMLButtonElement>(null);
  const pendingRef = useRef<PendingFocus | null>(null);
  const setPending = (value: PendingFocus) => {
    pendingRef.current = value;
  };
  const full = rows.length >= PROBLEMS_MAX;

  // After the rows re-render, focus what the last action asked for.
  useEffect(() => {
    const pending = pendingRef.current;
    if (!pending) return;
    pendingRef.current = null;
    if (pending.key === null) {
      addRef.current?.focus();
      return;
    }
    const row = rowRefs.current.get(pending.key);
    if (!row) return;
    const selector =
      pending.target === 'input'
        ? `input[lang="${language}"]`
        : pending.target === 'up'
          ? '[data-move="up"]'
          : '[data-move="down"]';
    // A moved row keeps focus on its own buttons: the other move button when this one is gone.
    const fallback = pending.target === 'up' ? '[data-move="down"]' : '[data-move="up"]';
    (row.querySelector<HTMLElement>(selector) ?? row.querySelector<HTMLElement>(fallback))?.focus();
  });

  const update = (index: number, field: 'name_en' | 'name_fr', value: string) =>
    onChange(rows.map((row, i) => (i === index ? { ...row, [field]: value } : row)));
  const move = (index: number, delta: -1 | 1) => {
    const row = rows[index];
    onChange(moveRow(rows, index, delta));
    if (row) setPending({ key: row.key, target: delta < 0 ? 'up' : 'down' });
  };
  const remove = (index: number) => {
    const next = removeRow(rows, index);
    onChange(next);
    const neighbour = next[index] ?? next[index - 1];
    setPending(neighbour ? { key: neighbour.key, target: 'input' } : { key: null, target: 'add' });
  };
  const add = () => {
    if (full) return;
    const row = { key: newRowKey('problem'), name_en: '', name_fr: '' };
    onChange([...rows, row]);
    setPending({ key: row.key, target: 'input' });
  };

  return (
    <fieldset className="form-fieldset problems-editor">
      <legend>{t('members.problems')}</legend>
      {error ? <p className="field-error">{error}</p> : null}
      {rows.length > 0 ? (
        <ol className="editor-rows">
          {rows.map((row, index) => {
            const n = index + 1;
            return (
              <li
                key={row.key}
                ref={(element) => {
                  if (element) rowRefs.current.set(row.key, element);
                  else rowRefs.current.delete(row.key);
                }}
              >
                <fieldset className="editor-row">
                  <legend>{t('memberProfile.problem', { n })}</legend>
                  <BilingualInputs
                    names={{ en: `problems_${n}_en`, fr: `problems_${n}_fr` }}
                    en={row.name_en}
                    fr={row.name_fr}
                    onChange={(lang, value) => update(index, lang === 'en' ? 'name_en' : 'name_fr', value)}
                  />
                  <div className="editor-row-actions">
                    {index > 0 ? (
                      <button type="button" className="button button-secondary" data-move="up" aria-label={t('memberProfile.moveProblemUp', { n })} onClick={() => move(index, -1)}>
                        {t('memberProfile.moveUp')}
                      </button>
                    ) : null}
                    {index < rows.length - 1 ? (
                      <button type="button" className="button button-secondary" data-move="down" aria-label={t('memberProfile.moveProblemDown', { n })} onClick={() => move(index, 1)}>
                        {t('memberProfile.moveDown')}
                      </button>
                    ) : null}
                    <button type="button" className="button button-secondary" aria-label={t('memberProfile.removeProblem', { n })} onClick={() => remove(index)}>
                      {t('memberProfile.remove')}
                    </button>
                  </div>
                </fieldset>
              </li>
            );
          })}
        </ol>
      ) : null}
      <div className="editor-add">
        <button ref={addRef} type="button" className="button button-secondary" aria-disabled={full ? 'true' : undefined} onClick={add}>
          {t('memberProfile.addProblem')}
        </button>
        {full ? <span className="field-help">{t('selector.maximum', { count: PROBLEMS_MAX })}</span> : null}
      </div>
    </fieldset>
  );
}
