import { useId } from 'react';
import { useLanguage } from '../lib/i18n/language-context';

export interface ToggleColumn {
  key: string;
  /** The column's name, for "Show <column>" / "Afficher <colonne>". */
  label: string;
}

/**
 * Column toggles (spec 4-shell §4.11.6): a fieldset "Columns" with one checkbox per optional
 * column. The name or title column has none.
 */
export function ColumnToggles({
  columns,
  shown,
  onChange,
}: {
  columns: readonly ToggleColumn[];
  shown: Readonly<Record<string, boolean>>;
  onChange: (key: string, shown: boolean) => void;
}) {
  const { t } = useLanguage();
  const baseId = useId();
  return (
    <fieldset className="column-toggles">
      <legend>{t('lists.columns')}</legend>
      {columns.map((column) => {
        const id = `${baseId}-${column.key}`;
        return (
          <span key={column.key} className="checkbox">
            <input
              id={id}
              type="checkbox"
              checked={shown[column.key] ?? false}
              onChange={(event) => onChange(column.key, event.target.checked)}
            />
            <label htmlFor={id}>{t('lists.showColumn', { column: column.label })}</label>
          </span>
        );
      })}
    </fieldset>
  );
}
