import { newId } from './ids';

export interface Ref {
  type: string;
  id: string;
}
export type RelValue = Ref | Ref[] | null;

export interface Rec {
  id: string;
  type: string;
  attributes: Record<string, unknown>;
  relationships: Record<string, RelValue>;
  created_at: string;
  updated_at: string;
}

export interface Queryable {
  query<T>(sql: string, params?: unknown[]): Promise<{ rows: T[] }>;
}

interface Row {
  id: string;
  type: string;
  attributes: Record<string, unknown>;
  relationships: Record<string, RelValue>;
  created_at: Date | string;
  updated_at: Date | string;
}

const iso = (v: Date | string) => (v instanceof Date ? v.toISOString() : new Date(v).toISOString());
const toRec = (r: Row): Rec => ({ ...r, created_at: iso(r.created_at), updated_at: iso(r.updated_at) });

/** Unit of work over one transaction, with a per-request identity map. */
export class Store {
  readonly #byId = new Map<string, Rec | null>();
  readonly #byType = new Map<string, Rec[]>();
  readonly #effects: Array<() => Promise<void> | void> = [];
  /** Inserts kept in memory until the next read by type (bulk seeding). */
  #pending: Rec[] | undefined;

  constructor(
    readonly db: Queryable,
    options: { bulk?: boolean } = {},
  ) {
    if (options.bulk) this.#pending = [];
  }

  /** Writes buffered inserts in one statement. */
  async flush(): Promise<void> {
    if (!this.#pending?.length) return;
    const rows = this.#pending.splice(0);
    await this.db.query('insert into resources select * from jsonb_populate_recordset(null::resources, $1::jsonb)', [
      JSON.stringify(rows),
    ]);
  }

  async find(id: string): Promise<Rec | undefined> {
    if (this.#byId.has(id)) return this.#byId.get(id) ?? undefined;
    const { rows } = await this.db.query<Row>('select * from resources where id = $1', [id]);
    const rec = rows[0] ? toRec(rows[0]) : null;
    this.#byId.set(id, rec);
    return rec ?? undefined;
  }

  async all(type: string): Promise<Rec[]> {
    const cached = this.#byType.get(type);
    if (cached) return cached;
    await this.flush();
    const { rows } = await this.db.query<Row>('select * from resources where type = $1 order by created_at, id', [
      type,
    ]);
    const recs = rows.map((r) => {
      const known = this.#byId.get(r.id);
      if (known) return known;
      const rec = toRec(r);
      this.#byId.set(rec.id, rec);
      return rec;
    });
    this.#byType.set(type, recs);
    return recs;
  }

  async allOf(types: readonly string[]): Promise<Rec[]> {
    const lists = await Promise.all(types.map((t) => this.all(t)));
    return lists.flat();
  }

  async insert(
    type: string,
    attributes: Record<string, unknown>,
    relationships: Record<string, RelValue> = {},
  ): Promise<Rec> {
    const now = new Date().toISOString();
    const rec: Rec = { id: newId(), type, attributes, relationships, created_at: now, updated_at: now };
    if (this.#pending) {
      this.#pending.push(rec);
      this.#byId.set(rec.id, rec);
      this.#byType.get(type)?.push(rec);
      return rec;
    }
    await this.db.query(
      'insert into resources (id, type, attributes, relationships, created_at, updated_at) values ($1, $2, $3::jsonb, $4::jsonb, $5, $5)',
      [rec.id, type, JSON.stringify(attributes), JSON.stringify(relationships), now],
    );
    this.#byId.set(rec.id, rec);
    this.#byType.get(type)?.push(rec);
    return rec;
  }

  async save(rec: Rec): Promise<Rec> {
    rec.updated_at = new Date(Math.max(Date.now(), Date.parse(rec.updated_at) + 1)).toISOString();
    if (this.#pending?.includes(rec)) return rec;
    await this.db.query(
      'update resources set attributes = $2::jsonb, relationships = $3::jsonb, updated_at = $4 where id = $1',
      [rec.id, JSON.stringify(rec.attributes), JSON.stringify(rec.relationships), rec.updated_at],
    );
    return rec;
  }

  async remove(rec: Rec): Promise<void> {
    await this.db.query('delete from resources where id = $1', [rec.id]);
    this.#byId.set(rec.id, null);
    const list = this.#byType.get(rec.type);
    if (list)
      this.#byType.set(
        rec.type,
        list.filter((r) => r.id !== rec.id),
      );
  }

  async setting(key: string): Promise<string | undefined> {
    const { rows } = await this.db.query<{ value: string }>('select value from settings where key = $1', [key]);
    return rows[0]?.value;
  }

  async setSetting(key: string, value: string): Promise<void> {
    await this.db.query(
      'insert into settings (key, value) values ($1, $2) on conflict (key) do update set value = $2',
      [key, value],
    );
  }

  /** Work to run once the transaction has committed (e.g. webhook deliveries). */
  afterCommit(effect: () => Promise<void> | void): void {
    this.#effects.push(effect);
  }

  takeEffects(): Array<() => Promise<void> | void> {
    return this.#effects.splice(0);
  }
}

export const ref = (rec: Rec): Ref => ({ type: rec.type, id: rec.id });

export function oneId(rec: Rec, name: string): string | undefined {
  const v = rec.relationships[name];
  return v && !Array.isArray(v) ? v.id : undefined;
}
