import { readdirSync, readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { join, resolve } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * Every workspace declares the packages its code imports (its own package.json, not the root's
 * by luck of hoisting), so a workspace can be built, tested or deployed on its own. The
 * functions list `@portal/common` as a devDependency: esbuild bundles it in, and the deployed
 * package must contain npm packages only (scripts/checks/artifacts.ts).
 */
const REPO_ROOT = resolve(import.meta.dirname, '../..');
const WORKSPACES = ['common', 'functions', 'frontend'] as const;
const SKIPPED_FOLDERS = new Set(['node_modules', 'dist']);

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return SKIPPED_FOLDERS.has(entry.name) ? [] : sourceFiles(path);
    return /\.(ts|tsx)$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [path] : [];
  });
}

/** `@scope/name/deep/path` → `@scope/name`; `name/deep` → `name`; relative paths and built-ins → null. */
export function packageOf(specifier: string): string | null {
  if (specifier.startsWith('.') || specifier.startsWith('/') || specifier.startsWith('node:')) return null;
  const parts = specifier.split('/');
  const name = specifier.startsWith('@') ? parts.slice(0, 2).join('/') : (parts[0] ?? specifier);
  return builtinModules.includes(name) ? null : name;
}

function importedPackages(workspace: string): Map<string, string> {
  const firstImporter = new Map<string, string>();
  for (const file of sourceFiles(resolve(REPO_ROOT, workspace))) {
    const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
    for (const { fileName } of importedFiles) {
      const name = packageOf(fileName);
      if (name && !firstImporter.has(name)) firstImporter.set(name, file.slice(REPO_ROOT.length + 1));
    }
  }
  return firstImporter;
}

describe('workspace manifests', () => {
  it('name packages the way the check expects', () => {
    expect(packageOf('@portal/common/api/paths')).toBe('@portal/common');
    expect(packageOf('vitest/config')).toBe('vitest');
    expect(packageOf('node:fs')).toBeNull();
    expect(packageOf('fs')).toBeNull();
    expect(packageOf('../lib/x')).toBeNull();
  });

  for (const workspace of WORKSPACES) {
    it(`${workspace}/package.json declares every package ${workspace}/ imports`, () => {
      const manifest = JSON.parse(readFileSync(resolve(REPO_ROOT, workspace, 'package.json'), 'utf8')) as {
        name: string;
        dependencies?: Record<string, string>;
        devDependencies?: Record<string, string>;
      };
      const declared = new Set([...Object.keys(manifest.dependencies ?? {}), ...Object.keys(manifest.devDependencies ?? {})]);
      const undeclared = [...importedPackages(workspace)]
        .filter(([name]) => name !== manifest.name && !declared.has(name))
        .map(([name, file]) => `${name} (imported by ${file})`);
      expect(undeclared).toEqual([]);
    });

    // A runtime dependency nothing imports is dead weight in the install and the deployment
    // (as @azure/msal-react was: docs/adr/0027-no-msal-react.md).
    it(`${workspace}/package.json has no runtime dependency that ${workspace}/ never imports`, () => {
      const manifest = JSON.parse(readFileSync(resolve(REPO_ROOT, workspace, 'package.json'), 'utf8')) as { dependencies?: Record<string, string> };
      const imported = importedPackages(workspace);
      expect(Object.keys(manifest.dependencies ?? {}).filter((name) => !imported.has(name))).toEqual([]);
    });
  }
});
