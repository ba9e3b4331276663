import { sql, type Kysely, type Migration } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('order_status_links')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('order_id', 'text', (c) => c.notNull())
    .addColumn('email', 'text')
    .addColumn('source', 'text', (c) => c.notNull().check(sql`source in ('checkout', 'confirmation', 'lookup')`))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('order_status_links_order').on('order_status_links').column('order_id').execute();
  await db.schema.createIndex('order_status_links_email').on('order_status_links').column('email').execute();

  await db.schema
    .createTable('checkout_clients')
    .addColumn('order_id', 'text', (c) => c.primaryKey())
    .addColumn('ip', 'text', (c) => c.notNull())
    .addColumn('recorded_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('checkout_clients').ifExists().execute();
  await db.schema.dropTable('order_status_links').ifExists().execute();
}

/**
 * Opaque order-page links, stored hashed with their expiry (ADR 0048), and the client address each order was handed
 * to the checkout from, recorded by the storefront itself (ADR 0049).
 */
export const migration: Migration = { up, down };
