import type { CSSProperties, ReactNode } from 'react';
import { Link } from 'wouter';
import { useLanguage } from '../lib/i18n/language-context';
import { tagColour } from '../lib/text/tag-colour';
import { CloseIcon, PencilIcon } from './icons';

export interface TagProps {
  /** Seed text of the colour (spec 4-shell §4.11.2): the same record has the same colour everywhere. */
  seed: string;
  children: ReactNode;
  /** The whole tag is a link. */
  href?: string;
  /** Plain label used by the remove and edit buttons' names. */
  label?: string;
  onRemove?: () => void;
  /** Administrators' keyword tags in a selector: the pencil button. */
  onEdit?: () => void;
  removeRef?: (element: HTMLButtonElement | null) => void;
}

/** A tag: plain, link, or removable (with an optional edit button), coloured from its seed. */
export function Tag({ seed, children, href, label, onRemove, onEdit, removeRef }: TagProps) {
  const { t } = useLanguage();
  const colour = tagColour(seed);
  const style = { '--tag-bg': colour.background, '--tag-fg': colour.text } as CSSProperties;
  const name = label ?? (typeof children === 'string' ? children : '');
  const content = href ? (
    <Link href={href} className="tag-link">
      {children}
    </Link>
  ) : (
    <span className="tag-text">{children}</span>
  );
  return (
    <span className="tag" style={style}>
      {content}
      {onEdit ? (
        <button
          type="button"
          className="tag-button"
          aria-label={t('selector.editKeyword', { label: name })}
          title={t('selector.editKeyword', { label: name })}
          onClick={onEdit}
        >
          <PencilIcon />
        </button>
      ) : null}
      {onRemove ? (
        <button
          type="button"
          ref={removeRef}
          className="tag-button"
          aria-label={t('selector.remove', { label: name })}
          title={t('selector.remove', { label: name })}
          onClick={onRemove}
        >
          <CloseIcon size={12} />
        </button>
      ) : null}
    </span>
  );
}
