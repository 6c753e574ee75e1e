/** Small decorative icons (hidden from assistive technologies; the text next to them says it all). */
interface IconProps {
  size?: number;
  className?: string;
}

function svgProps(size: number, className: string | undefined) {
  return {
    width: size,
    height: size,
    viewBox: '0 0 16 16',
    'aria-hidden': true as const,
    focusable: 'false' as const,
    ...(className ? { className } : {}),
  };
}

export function CloseIcon({ size = 16, className }: IconProps) {
  return (
    <svg {...svgProps(size, className)}>
      <path d="M4 4l8 8M12 4l-8 8" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
    </svg>
  );
}

export function CheckIcon({ size = 14, className }: IconProps) {
  return (
    <svg {...svgProps(size, className)}>
      <path d="M3 8.5l3 3 7-7" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

export function WarningIcon({ size = 16, className = 'notice-icon' }: IconProps) {
  return (
    <svg {...svgProps(size, className)}>
      <path d="M8 1.5l7 13H1z" fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinejoin="round" />
      <path d="M8 6v4M8 11.5v1" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" />
    </svg>
  );
}

export function ErrorIcon({ size = 16, className }: IconProps) {
  return (
    <svg {...svgProps(size, className)}>
      <circle cx="8" cy="8" r="6.8" fill="none" stroke="currentColor" strokeWidth="1.5" />
      <path d="M5.5 5.5l5 5M10.5 5.5l-5 5" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" />
    </svg>
  );
}

export function SuccessIcon({ size = 16, className }: IconProps) {
  return (
    <svg {...svgProps(size, className)}>
      <circle cx="8" cy="8" r="6.8" fill="none" stroke="currentColor" strokeWidth="1.5" />
      <path d="M5 8.3l2 2 4-4.3" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
    </svg>
  );
}

export function ExternalIcon({ size = 12, className = 'external-icon' }: IconProps) {
  return (
    <svg {...svgProps(size, className)}>
      <path d="M7 3H3v10h10V9M9.5 2.5h4v4M13.5 2.5L7.5 8.5" fill="none" stroke="currentColor" strokeWidth="1.5" />
    </svg>
  );
}

export function ChevronIcon({ size = 14, className = 'chevron' }: IconProps) {
  return (
    <svg {...svgProps(size, className)}>
      <path d="M6 3.5L10.5 8 6 12.5" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
    </svg>
  );
}

export function RefreshIcon({ size = 16, className }: IconProps) {
  return (
    <svg {...svgProps(size, className)}>
      <path d="M13 8a5 5 0 1 1-1.5-3.6M13 2.5v2.8h-2.8" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
    </svg>
  );
}

export function DownloadIcon({ size = 16, className }: IconProps) {
  return (
    <svg {...svgProps(size, className)}>
      <path d="M8 2v8M4.5 6.8 8 10.3l3.5-3.5M2.5 13.5h11" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

export function PencilIcon({ size = 12, className }: IconProps) {
  return (
    <svg {...svgProps(size, className)}>
      <path d="M11 2.5l2.5 2.5L6 12.5H3.5V10z" fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinejoin="round" />
    </svg>
  );
}

export function SortIcon({ direction, size = 12 }: IconProps & { direction: 'ascending' | 'descending' | 'none' }) {
  return (
    <svg {...svgProps(size, 'sort-icon')}>
      {direction === 'none' ? (
        <path d="M5 6l3-3 3 3M5 10l3 3 3-3" fill="none" stroke="currentColor" strokeWidth="1.5" />
      ) : direction === 'ascending' ? (
        <path d="M4 10l4-4 4 4" fill="none" stroke="currentColor" strokeWidth="1.8" />
      ) : (
        <path d="M4 6l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.8" />
      )}
    </svg>
  );
}

/** Two overlapping speech bubbles: a text in one language only (spec 6-data-and-beyond §6.3.6). */
export function TranslationIcon({ size = 12, className = 'translation-icon' }: IconProps) {
  return (
    <svg {...svgProps(size, className)}>
      <path d="M1.5 2.5h8v5.5h-4l-2.5 2v-2h-1.5z" fill="none" stroke="currentColor" strokeWidth="1.4" strokeLinejoin="round" />
      <path d="M11.5 5.5h3v6h-1.5v2l-2.5-2h-4v-1.5" fill="none" stroke="currentColor" strokeWidth="1.4" strokeLinejoin="round" />
    </svg>
  );
}
