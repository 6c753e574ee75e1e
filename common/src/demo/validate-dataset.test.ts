import { describe, expect, it } from 'vitest';
import { buildDemoDataset } from './dataset';
import { demoViolations } from './validate-dataset';

describe('demoViolations', () => {
  it('finds no violation of the shared schemas in the demo dataset', () => {
    expect(demoViolations(buildDemoDataset())).toEqual([]);
  });

  it('reports the record id and the rule of a violation', () => {
    const dataset = buildDemoDataset();
    const member = dataset.members[0];
    const account = dataset.accounts[1];
    if (!member || !account) throw new Error('demo dataset is empty');
    const product = dataset.products[0];
    if (!product) throw new Error('no demo product');
    member.website_link = 'javascript:alert(1)';
    account.login_email = 'not-an-address';
    product.doi = '10.12/too-short';
    expect(demoViolations(dataset)).toEqual([
      { recordId: account.id, field: 'login_email', rule: 'invalid_format' },
      { recordId: member.id, field: 'website_link', rule: 'invalid_url_scheme' },
      { recordId: product.id, field: 'doi', rule: 'invalid_format' },
    ]);
  });

  it('checks reference-list entries too: names of at most 255 characters, a boolean retired flag', () => {
    const dataset = buildDemoDataset();
    const [faculty] = dataset.referenceLists.faculties;
    const [topic] = dataset.referenceLists.topics;
    if (!faculty || !topic) throw new Error('no demo reference entry');
    faculty.name_fr = 'é'.repeat(256);
    (topic as { retired: unknown }).retired = null;
    expect(demoViolations(dataset)).toEqual([
      { recordId: faculty.id, field: 'name_fr', rule: 'too_long' },
      { recordId: topic.id, field: 'retired', rule: 'invalid_type' },
    ]);
  });
});
