/** A spinner; decorative unless given a label (then an image with that accessible name). */
export function Spinner({ label, size = 'small' }: { label?: string; size?: 'small' | 'large' }) {
  const className = `spinner spinner-${size}`;
  if (label) return <span className={className} role="img" aria-label={label} />;
  return <span className={className} aria-hidden="true" />;
}
