import type { Caller } from './caller';
import type { RecordStore } from './records';

/** What a write needs besides its input. */
export interface WriteDeps {
  store: RecordStore;
  caller: Caller;
  now: Date;
}
