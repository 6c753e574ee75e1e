import { API_PATHS } from '@portal/common/api/paths';
import { describe, expect, it } from 'vitest';
import { errorToastText } from './error-text';
import { ApiError, type ProblemDocument } from './fetcher';

function inUse(path: string, usage: ProblemDocument['usage']): ApiError {
  const problem: ProblemDocument = {
    type: 'urn:portal:problem:entry_in_use',
    title: 'Conflict',
    status: 409,
    detail: 'detail',
    code: 'entry_in_use',
    instance: path,
    ...(usage ? { usage } : {}),
  };
  return new ApiError(path, 409, problem, null);
}

describe('entry_in_use toasts (spec 6-data-and-beyond §6.3.4, §6.3.9)', () => {
  it('names the usage in the reader language, singular and plural forms', () => {
    const error = inUse(API_PATHS['delete-reference']('faculties', 'faculty-health-sciences'), {
      total: 3,
      by_kind: [{ kind: 'member', count: 2 }, { kind: 'supervision', count: 1 }],
    });
    expect(errorToastText(error, 'en')).toBe('Error: This entry is used by 2 members, 1 supervision and cannot be deleted. Retire it instead.');
    expect(errorToastText(error, 'fr')).toBe(
      'Erreur\u00a0: Cette entrée est utilisée par 2 membres, 1 supervision et ne peut pas être supprimée. Mettez-la plutôt hors service.',
    );
  });

  it('a keyword in use has the keyword text of the spec README ("Settled after review")', () => {
    const error = inUse(API_PATHS['delete-keyword']('kw-1'), { total: 4, by_kind: [{ kind: 'member', count: 4 }] });
    expect(errorToastText(error, 'en')).toBe('Error: This keyword is still used by 4 members. Remove it from their profiles first.');
    expect(errorToastText(error, 'fr')).toBe("Erreur\u00a0: Ce mot-clé est encore utilisé par 4 membres. Retirez-le d'abord de leurs profils.");
  });
});
