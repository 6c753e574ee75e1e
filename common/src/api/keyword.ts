/**
 * Keyword projection (spec 2-data-model §2.4.5), shared by the API and the SPA: the items of
 * `/api/all-keywords` and the answer of register-keyword and update-keyword. A member's detail
 * refers to keywords without their version (`KeywordReference` in ./member).
 */
export interface KeywordProjection {
  id: string;
  name_en: string | null;
  name_fr: string | null;
  etag: string;
}

/** Request bodies of `POST /api/register-keyword` and `PATCH /api/update-keyword/{id}` (spec 3-api §3.7.6–§3.7.7). */
export type { KeywordBody as RegisterKeywordBody, KeywordUpdate as UpdateKeywordBody } from '../validation/schemas/keyword';
