/** One entry of `/api/all-authors` (spec 3-api §3.4.4). */
export interface AuthorEntry {
  name: string;
  key: string;
  product_count: number;
}
