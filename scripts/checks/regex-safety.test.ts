import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import ts from 'typescript';
import { check } from 'recheck';
import { describe, expect, it } from 'vitest';

/**
 * No regular expression of the shared code or of the API can take super-linear time on a crafted
 * input (issue 12: a `website_link` of 254 KB held an instance's CPU for seconds).
 *
 * The expressions are found in the source itself, not in a hand-kept list: every regular
 * expression literal and every `RegExp(...)` / `new RegExp(...)` call of the production files of
 * `common/src/` and `functions/src/` (tests excluded). A new pattern therefore cannot escape the
 * check; a `RegExp` built from a non-literal source cannot be analysed and fails the test, so a
 * dynamic pattern needs a deliberate decision here. Each pattern goes through recheck (automaton
 * analysis with fuzzing), which answers safe, or vulnerable with the complexity and an attack
 * string. recheck picks its back end: the native agent its optional package ships for this
 * platform (about four times faster), else its pure-JavaScript build; neither needs a network.
 * The fuzzing seed is fixed, so a run's verdicts do not depend on chance.
 */
const REPO_ROOT = resolve(import.meta.dirname, '../..');
const SCANNED = ['common/src', 'functions/src'];
const SKIPPED_FOLDERS = new Set(['node_modules', 'dist', 'testing']);
// A verdict is never cut short by a busy machine: on a loaded 2-core machine the patterns with
// look-arounds (checked by fuzzing) took up to 9 s each.
const CHECK_TIMEOUT_MS = 60_000;

export interface FoundPattern {
  /** `path:line` of the expression. */
  where: string;
  source: string;
  flags: string;
}

export interface DynamicPattern {
  where: string;
}

function productionFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return SKIPPED_FOLDERS.has(entry.name) ? [] : productionFiles(path);
    const isSource = /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts');
    return isSource && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** The regular expressions written in one source text: literals and `RegExp` calls. */
export function patternsIn(fileName: string, text: string): { found: FoundPattern[]; dynamic: DynamicPattern[] } {
  const file = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true);
  const found: FoundPattern[] = [];
  const dynamic: DynamicPattern[] = [];
  const where = (node: ts.Node) => `${fileName}:${file.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
  const visit = (node: ts.Node): void => {
    if (ts.isRegularExpressionLiteral(node)) {
      const literal = node.text;
      const end = literal.lastIndexOf('/');
      found.push({ where: where(node), source: literal.slice(1, end), flags: literal.slice(end + 1) });
    } else if (
      (ts.isNewExpression(node) || ts.isCallExpression(node)) &&
      ts.isIdentifier(node.expression) &&
      node.expression.text === 'RegExp'
    ) {
      const [source, flags] = node.arguments ?? [];
      const isLiteral = (arg: ts.Expression | undefined) =>
        arg === undefined || ts.isStringLiteral(arg) || ts.isNoSubstitutionTemplateLiteral(arg);
      if (source !== undefined && isLiteral(source) && isLiteral(flags)) {
        const text = (arg: ts.Expression | undefined) => (arg !== undefined && ts.isStringLiteralLike(arg) ? arg.text : '');
        found.push({ where: where(node), source: text(source), flags: text(flags) });
      } else {
        dynamic.push({ where: where(node) });
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return { found, dynamic };
}

function allPatterns(): { found: FoundPattern[]; dynamic: DynamicPattern[] } {
  const found: FoundPattern[] = [];
  const dynamic: DynamicPattern[] = [];
  for (const folder of SCANNED) {
    for (const path of productionFiles(resolve(REPO_ROOT, folder))) {
      const result = patternsIn(relative(REPO_ROOT, path), readFileSync(path, 'utf8'));
      found.push(...result.found);
      dynamic.push(...result.dynamic);
    }
  }
  return { found, dynamic };
}

/** Safe, or a one-line description of why not (complexity and attack string, or the error). */
async function verdict(pattern: Pick<FoundPattern, 'source' | 'flags'>): Promise<string> {
  // `g` and `y` change where matching starts, not how a match is searched; recheck refuses neither
  // but they add nothing to the analysis.
  const diagnostics = await check(pattern.source, pattern.flags.replace(/[gy]/g, ''), {
    timeout: CHECK_TIMEOUT_MS,
    randomSeed: 12,
  });
  if (diagnostics.status === 'safe') return 'safe';
  if (diagnostics.status === 'vulnerable') {
    return `vulnerable: ${diagnostics.complexity.type}, attack ${diagnostics.attack.pattern}`;
  }
  return `not proven safe: ${diagnostics.error.kind}`;
}

describe('regular expressions of common/ and functions/', () => {
  const { found, dynamic } = allPatterns();

  it('finds the expressions in the source (literals and RegExp calls)', () => {
    const sample = patternsIn(
      'sample.ts',
      "const a = /^x+$/iu; const b = new RegExp('y*', 'g'); const c = RegExp(name); // /not/ a regex",
    );
    expect(sample.found).toEqual([
      { where: 'sample.ts:1', source: '^x+$', flags: 'iu' },
      { where: 'sample.ts:1', source: 'y*', flags: 'g' },
    ]);
    expect(sample.dynamic).toEqual([{ where: 'sample.ts:1' }]);
    // The scan reaches the validators that read request input.
    expect(found.some((pattern) => pattern.where.startsWith('common/src/validation/url.ts'))).toBe(true);
    expect(found.some((pattern) => pattern.where.startsWith('functions/src/http/'))).toBe(true);
  });

  it('the checker recognises a super-linear pattern', async () => {
    expect(await verdict({ source: '^(a+)+$', flags: '' })).toMatch(/^vulnerable: exponential/);
    expect(await verdict({ source: '^[^:]+\\.[^:]*:$', flags: '' })).toMatch(/^vulnerable: polynomial/);
  });

  it('no RegExp is built from a pattern that cannot be analysed', () => {
    expect(dynamic).toEqual([]);
  });

  it(`every expression runs in linear time (${found.length} found)`, { timeout: 300_000 }, async () => {
    // One check per distinct pattern (several files share some); every place is reported.
    const verdicts = new Map<string, Promise<string>>();
    const unsafe: string[] = [];
    for (const pattern of found) {
      const key = `/${pattern.source}/${pattern.flags.replace(/[gy]/g, '')}`;
      const result = verdicts.get(key) ?? verdict(pattern);
      verdicts.set(key, result);
      if ((await result) !== 'safe') unsafe.push(`${pattern.where} ${key}: ${await result}`);
    }
    expect(unsafe).toEqual([]);
  });
});
