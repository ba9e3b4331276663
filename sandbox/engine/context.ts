import type { Principal } from '../auth/principal';
import type { Store } from '../db/store';

/** What every engine and domain function gets for one request. */
export interface Ctx {
  store: Store;
  principal: Principal;
  /** e.g. http://127.0.0.1:4100/api, used for links. */
  apiBase: string;
}
