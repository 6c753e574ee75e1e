import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

/**
 * A full garbage collection of this process, for the benchmark only (it settles the heap between
 * patterns, server-patterns.ts). `npm run bench` runs under tsx, which gives no place for node's
 * `--expose-gc`; the flag set at run time exposes `gc` to contexts created afterwards.
 */
setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;

export function collectGarbage(): void {
  gc();
}
