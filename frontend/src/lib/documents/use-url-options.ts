import { useCallback, useMemo } from 'react';
import { useLocation, useSearch } from 'wouter';
import { readOptions, writeOptions, type OptionCodecs } from './url-options';

/**
 * A document page's options, read from the URL and written back to it by replacement (spec
 * 7-reports §7.2.3 "URL"): the URL is the only state, so reloading or sharing it restores the
 * same preview, and the page is never dirty.
 */
export function useUrlOptions<V>(codecs: OptionCodecs<V>, defaults: V): [V, (change: Partial<V>) => void] {
  const search = useSearch();
  const [path, navigate] = useLocation();
  const values = useMemo(() => readOptions(search, codecs, defaults), [search, codecs, defaults]);
  const update = useCallback(
    (change: Partial<V>) => {
      const query = writeOptions({ ...values, ...change }, codecs, defaults, search);
      navigate(query ? `${path}?${query}` : path, { replace: true });
    },
    [values, codecs, defaults, search, path, navigate],
  );
  return [values, update];
}
