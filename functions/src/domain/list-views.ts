/**
 * List items computed once per row object. The record store hands out the same row objects for
 * unchanged records between calls of an unfiltered list (docs/adr/0039), so a list rebuilt after
 * one write maps one row, and hands the HTTP layer the same item objects as before, whose
 * serialised bytes it keeps (functions/src/http/list-json.ts). Neither rows nor items are ever
 * mutated; a view must depend on its row alone.
 */
export class ListViews<R extends object, V extends object> {
  private readonly views = new WeakMap<R, V>();

  constructor(private readonly view: (row: R) => V) {}

  of(rows: readonly R[]): V[] {
    return rows.map((row) => {
      let found = this.views.get(row);
      if (!found) {
        found = this.view(row);
        this.views.set(row, found);
      }
      return found;
    });
  }
}
