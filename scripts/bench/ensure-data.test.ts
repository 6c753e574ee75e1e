import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { benchSnapshotFile, dataFingerprint } from './ensure-data';

describe('the version of the bench data', () => {
  const roots: string[] = [];
  const root = () => {
    const dir = mkdtempSync(join(tmpdir(), 'bench-data-'));
    roots.push(dir);
    mkdirSync(join(dir, 'gen'));
    writeFileSync(join(dir, 'gen', 'a.ts'), 'one');
    writeFileSync(join(dir, 'gen', 'a.test.ts'), 'test');
    writeFileSync(join(dir, 'package.json'), '{"version":"1.0.0"}');
    return dir;
  };
  afterEach(() => roots.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

  it('changes when a generator source changes, and not when a test or an unrelated file does', () => {
    const dir = root();
    const sources = ['gen', 'missing.ts'];
    const first = dataFingerprint(dir, sources);
    writeFileSync(join(dir, 'gen', 'a.test.ts'), 'another test');
    writeFileSync(join(dir, 'other.ts'), 'x');
    writeFileSync(join(dir, 'package.json'), '{"version":"1.0.0","devDependencies":{"x":"1"}}');
    expect(dataFingerprint(dir, sources)).toBe(first);
    writeFileSync(join(dir, 'gen', 'a.ts'), 'two');
    expect(dataFingerprint(dir, sources)).not.toBe(first);
    writeFileSync(join(dir, 'gen', 'a.ts'), 'one');
    writeFileSync(join(dir, 'package.json'), '{"version":"1.0.1"}');
    expect(dataFingerprint(dir, sources)).not.toBe(first);
  });

  it('names the snapshot after the fingerprint', () => {
    expect(benchSnapshotFile('/repo', 'abc123')).toBe('/repo/.local-data/portal-bench.abc123.json');
  });
});
