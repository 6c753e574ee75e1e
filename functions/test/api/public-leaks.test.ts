import { beforeAll, describe, expect, it } from 'vitest';
import { buildDemoDataset } from '@portal/common/demo/dataset';
import { problemsIn, privateValues, publicRoutes, type Answer } from './leak-scan';
import { api } from './support';

/**
 * The leak scanner of spec 2-data-model §2.4.12 over every answer a caller without a token can
 * obtain: every public list, and the public detail of every demo record.
 */
const answers: Answer[] = [];
const dataset = buildDemoDataset();

describe('no private data in public answers (spec 2-data-model §2.4.12, 1-roles-and-identity §1.7.1)', () => {
  beforeAll(async () => {
    const { lists, details } = publicRoutes(dataset);
    for (const [route, kind] of [...lists, ...details]) {
      const response = await api(`/api/${route}`);
      if (response.status === 200) answers.push({ path: route, kind, body: await response.json() });
    }
  });

  it('reads every public list and the public detail of every demo record', () => {
    const demoRecords = dataset.members.length + dataset.organizations.length + dataset.products.length + dataset.grants.length + dataset.events.length + dataset.supervisions.length;
    expect(answers.length).toBe(22 + demoRecords);
  });

  it('finds no forbidden key, misplaced note, extra reference field or stray e-mail address', () => {
    expect(answers.flatMap(problemsIn)).toEqual([]);
  });

  it('finds none of the demo data\'s private values', () => {
    const text = JSON.stringify(answers.map((answer) => answer.body));
    const leaked = privateValues(dataset).filter((value) => text.includes(JSON.stringify(value).slice(1, -1)));
    expect(leaked).toEqual([]);
    expect(text).not.toContain('Interested in leading the winter mobility working group.');
  });

  it('shows an inactive member only by name', async () => {
    for (const id of ['member-louis-ouellet', 'member-giulia-rossi', 'member-tanvir-rahman']) {
      const answer = answers.find((a) => a.path === `member/${id}/public`);
      expect(Object.keys(answer?.body as object).sort()).toEqual(['account', 'id', 'is_active']);
    }
    const listed = (answers.find((a) => a.path === 'all-members')?.body as { id: string }[]).map((m) => m.id);
    expect(listed).not.toContain('member-louis-ouellet');
  });
});
