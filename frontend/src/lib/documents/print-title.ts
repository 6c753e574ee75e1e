import { useEffect } from 'react';

/**
 * During printing the document title is the file name without extension, which "Save as PDF"
 * proposes (spec 7-reports §7.1.6); the page's title comes back afterwards.
 */
export function usePrintTitle(fileName: string | null): void {
  useEffect(() => {
    if (!fileName) return;
    let saved: string | null = null;
    const before = () => {
      saved = document.title;
      document.title = fileName;
    };
    const after = () => {
      if (saved !== null) document.title = saved;
      saved = null;
    };
    window.addEventListener('beforeprint', before);
    window.addEventListener('afterprint', after);
    return () => {
      after();
      window.removeEventListener('beforeprint', before);
      window.removeEventListener('afterprint', after);
    };
  }, [fileName]);
}
