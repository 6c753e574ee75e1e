import { REFERENCE_LIST_PATHS } from '@portal/common/api/paths';
import { screen } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { swrOptions } from '../api/swr-setup';
import { renderWith } from '../../test/render';
import { useDistinctMemberOptions, type MemberRefs } from './member-details';

const member = (id: string, label: string, faculty_id: string | null, member_type_id: string | null) => ({ option: { id, label }, refs: { id, faculty_id, member_type_id } });

const ANSWERS: Record<string, unknown> = {
  [REFERENCE_LIST_PATHS.faculties]: [{ id: 'f-soc', name_en: 'Social Sciences', name_fr: 'Sciences sociales', retired: false }],
  [REFERENCE_LIST_PATHS.memberTypes]: [{ id: 't-reg', name_en: 'Regular member', name_fr: 'Membre régulier', retired: false }],
};
const fetchMock = vi.fn<(url: string) => Promise<Response>>();

function Labels({ members }: { members: ReadonlyArray<{ option: { id: string; label: string }; refs: MemberRefs }> }) {
  const options = useDistinctMemberOptions(
    members.map((m) => m.option),
    members.map((m) => m.refs),
  );
  return (
    <ul>
      {options.map((option) => (
        <li key={option.id}>{option.label}</li>
      ))}
    </ul>
  );
}

function renderLabels(members: Parameters<typeof Labels>[0]['members'], language: 'en' | 'fr' = 'en') {
  return renderWith(
    <SWRConfig value={{ ...swrOptions, provider: () => new Map() }}>
      <Labels members={members} />
    </SWRConfig>,
    { language },
  );
}

describe('members with the same name told apart (4-shell §4.11.1)', () => {
  beforeEach(() => {
    fetchMock.mockReset();
    fetchMock.mockImplementation(async (url) => new Response(JSON.stringify(ANSWERS[url] ?? []), { status: 200, headers: { 'Content-Type': 'application/json' } }));
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('"Jean Tremblay (Social Sciences · Regular member)"; an absent value is left out; other names stay alone', async () => {
    renderLabels([member('m1', 'Jean Tremblay', 'f-soc', 't-reg'), member('m2', 'Jean Tremblay', 'f-soc', null), member('m3', 'Anh Nguyen', 'f-soc', 't-reg')]);
    expect(await screen.findByText('Jean Tremblay (Social Sciences · Regular member)')).toBeTruthy();
    expect(screen.getByText('Jean Tremblay (Social Sciences)')).toBeTruthy();
    expect(screen.getByText('Anh Nguyen')).toBeTruthy();
  });

  it('French names of the lists', async () => {
    renderLabels([member('m1', 'Jean Tremblay', 'f-soc', 't-reg'), member('m2', 'Jean Tremblay', null, null)], 'fr');
    expect(await screen.findByText('Jean Tremblay (Sciences sociales · Membre régulier)')).toBeTruthy();
    // Nothing known to tell this one apart: the name alone.
    expect(screen.getByText('Jean Tremblay')).toBeTruthy();
  });

  it('loads the faculties and member types only when two names collide', async () => {
    renderLabels([member('m1', 'Jean Tremblay', 'f-soc', 't-reg'), member('m3', 'Anh Nguyen', 'f-soc', 't-reg')]);
    expect(screen.getByText('Jean Tremblay')).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
