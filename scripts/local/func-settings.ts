import { copyFile, readFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';

/**
 * Settings of `func start` (the real Functions host, `npm run start:func`): local.settings.json,
 * which the host reads and git ignores, is created from the committed local.settings.template.json
 * when missing. The template holds no secret: it points the API at the local identity provider and
 * Cosmos server of `npm run start:local-services` (the emulator's well-known public key).
 */
export const FUNC_SETTINGS_TEMPLATE = 'local.settings.template.json';
export const FUNC_SETTINGS_FILE = 'local.settings.json';

export interface FuncSettings {
  IsEncrypted: boolean;
  Values: Record<string, string>;
  Host?: Record<string, unknown>;
}

export async function readFuncSettingsTemplate(root: string): Promise<FuncSettings> {
  return JSON.parse(await readFile(resolve(root, FUNC_SETTINGS_TEMPLATE), 'utf8')) as FuncSettings;
}

/** Creates local.settings.json from the template unless it exists; true when created. */
export async function ensureFuncSettings(root: string): Promise<boolean> {
  const target = resolve(root, FUNC_SETTINGS_FILE);
  if (existsSync(target)) return false;
  await copyFile(resolve(root, FUNC_SETTINGS_TEMPLATE), target);
  return true;
}
