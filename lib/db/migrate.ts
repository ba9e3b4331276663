import { Migrator, type Kysely, type Migration, type MigrationResultSet } from 'kysely';
import { migration as forms } from './migrations/0001_forms';
import { migration as foodprintResults } from './migrations/0002_foodprint_results';
import { migration as cookieConsents } from './migrations/0003_cookie_consents';
import { migration as referral } from './migrations/0004_referral';
import { migration as privacy } from './migrations/0005_privacy';
import { migration as privacyRequestMail } from './migrations/0006_privacy_request_mail';
import { migration as orderLinks } from './migrations/0007_order_links';
import { migration as referralMailbox } from './migrations/0008_referral_mailbox';

// An explicit list, not a folder scan: bundlers and tsx alike see every migration. Append new files in order.
const migrations: Record<string, Migration> = {
  '0001_forms': forms,
  '0002_foodprint_results': foodprintResults,
  '0003_cookie_consents': cookieConsents,
  '0004_referral': referral,
  '0005_privacy': privacy,
  '0006_privacy_request_mail': privacyRequestMail,
  '0007_order_links': orderLinks,
  '0008_referral_mailbox': referralMailbox,
};

function applied({ error, results = [] }: MigrationResultSet): string[] {
  const failed = results.find((result) => result.status === 'Error');
  if (error || failed)
    throw new Error(`migration ${failed?.migrationName ?? ''} failed: ${String((error as Error)?.message ?? error)}`);
  return results.map((result) => result.migrationName);
}

const migrator = <DB>(db: Kysely<DB>) => new Migrator({ db, provider: { getMigrations: async () => migrations } });

/** Brings the database to the latest migration; throws with the failing migration's name. */
export async function migrateToLatest<DB>(db: Kysely<DB>): Promise<string[]> {
  return applied(await migrator(db).migrateToLatest());
}

/** Brings the database up or down to the named migration, as an older release left it. */
export async function migrateTo<DB>(db: Kysely<DB>, name: keyof typeof migrations): Promise<string[]> {
  return applied(await migrator(db).migrateTo(name));
}
