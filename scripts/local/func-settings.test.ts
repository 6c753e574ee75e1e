import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ensureFuncSettings, readFuncSettingsTemplate } from './func-settings';
import { apiSettings, defaultPorts } from './settings';

const REPO_ROOT = resolve(import.meta.dirname, '../..');

describe('settings of func start', () => {
  it('are the local API settings of npm start: the identity provider and Cosmos server of start:local-services', async () => {
    const template = await readFuncSettingsTemplate(REPO_ROOT);
    expect(template.IsEncrypted).toBe(false);
    expect(template.Values).toEqual({ FUNCTIONS_WORKER_RUNTIME: 'node', ...apiSettings(defaultPorts({}), 'portal') });
  });

  it('are copied to local.settings.json only when that file is missing', async () => {
    const work = await mkdtemp(join(tmpdir(), 'func-settings-'));
    try {
      await writeFile(join(work, 'local.settings.template.json'), '{"IsEncrypted":false,"Values":{}}');
      expect(await ensureFuncSettings(work)).toBe(true);
      await writeFile(join(work, 'local.settings.json'), 'edited');
      expect(await ensureFuncSettings(work)).toBe(false);
      expect(await readFile(join(work, 'local.settings.json'), 'utf8')).toBe('edited');
    } finally {
      await rm(work, { recursive: true, force: true });
    }
  });
});
