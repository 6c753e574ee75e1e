import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalServices } from './stack';

describe('the local services of npm start', () => {
  let work: string;
  let file: string;

  beforeAll(async () => {
    work = await mkdtemp(join(tmpdir(), 'services-'));
    file = join(work, 'portal.json');
    await writeFile(file, `${JSON.stringify({ id: 'kept', pk: 'lookup', kind: 'keyword', name_en: 'Kept' })}\n`);
  });

  afterAll(async () => {
    await rm(work, { recursive: true, force: true });
  });

  const start = () => startLocalServices({ ports: { web: 0, idp: 0, cosmos: 0, doi: 0 }, database: 'portal', snapshotFile: file, log: () => undefined });

  it('save the snapshot after a write, and leave it alone when nothing was written (a large one takes seconds to read)', async () => {
    const written = await start();
    await written.store.records.items.create({ id: 'added', pk: 'lookup', kind: 'keyword', name_en: 'Added' });
    await written.close();
    const saved = await readFile(file, 'utf8');
    expect(saved.trimEnd().split('\n').map((line) => (JSON.parse(line) as { id: string }).id).sort()).toEqual(['added', 'kept']);

    const { mtimeMs } = await stat(file);
    const untouched = await start();
    await untouched.close();
    expect((await stat(file)).mtimeMs).toBe(mtimeMs);
    expect(await readFile(file, 'utf8')).toBe(saved);
  }, 20_000);
});
