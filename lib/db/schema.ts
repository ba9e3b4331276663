import type { ColumnType, Generated, Selectable } from 'kysely';

type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type Timestamp = ColumnType<Date, Date | string, Date | string>;

interface NewsletterSubscriptionsTable {
  id: Generated<number>;
  idempotency_key: string;
  email: string;
  country: string;
  first_name: string | null;
  source: string;
  locale: string;
  token_hash: string;
  coupon_code: string | null;
  created_at: CreatedAt;
  confirmed_at: Timestamp | null;
}

interface ContactMessagesTable {
  id: Generated<number>;
  idempotency_key: string;
  kind: string;
  first_name: string;
  last_name: string;
  email: string;
  phone: string | null;
  country: string;
  message: string;
  company: string | null;
  website: string | null;
  locale: string;
  created_at: CreatedAt;
}

interface ProductRegistrationsTable {
  id: Generated<number>;
  idempotency_key: string;
  first_name: string;
  last_name: string;
  email: string;
  country: string;
  product_family: string;
  serial_number: string;
  mac_address: string;
  purchase_location: string;
  order_id: string;
  store: string;
  other_store: string | null;
  phone: string | null;
  warranty_code: string | null;
  warranty_years: number;
  source: string | null;
  locale: string;
  created_at: CreatedAt;
}

interface WarrantyCodesTable {
  code: string;
  extension_years: Generated<number>;
  issued_at: CreatedAt;
  used_by: number | null;
  used_at: Timestamp | null;
}

interface CookieConsentsTable {
  id: Generated<number>;
  consent_id: string;
  accepted: string[];
  rejected: string[];
  policy_version: number;
  locale: string;
  decided_at: CreatedAt;
}

interface ConsentRecordsTable {
  id: Generated<number>;
  subject: string;
  subject_id: number;
  purposes: string[];
  text_version: string;
  locale: string;
  agreed_at: CreatedAt;
}

type MailStatus = 'pending' | 'sent' | 'failed';

interface MailOutboxTable {
  id: Generated<number>;
  template: string;
  locale: string;
  recipient: string;
  reply_to: string | null;
  data: ColumnType<Record<string, string>, string, string>;
  status: ColumnType<MailStatus, MailStatus | undefined, MailStatus>;
  attempts: Generated<number>;
  next_attempt_at: ColumnType<Date, Date | string | undefined, Date | string>;
  last_error: string | null;
  created_at: CreatedAt;
  sent_at: Timestamp | null;
}

/** One finished Foodprint quiz, anonymous (migration 0002). */
interface FoodprintResultsTable {
  id: Generated<number>;
  score: number;
  profile_id: string;
  locale: string;
  survey_id: string;
  completed_on: ColumnType<Date, Date | string | undefined, never>;
}

/** The storefront's tables (lib/db/migrations); snake_case as in PostgreSQL. */
export interface Database {
  newsletter_subscriptions: NewsletterSubscriptionsTable;
  contact_messages: ContactMessagesTable;
  product_registrations: ProductRegistrationsTable;
  warranty_codes: WarrantyCodesTable;
  consent_records: ConsentRecordsTable;
  cookie_consents: CookieConsentsTable;
  mail_outbox: MailOutboxTable;
  foodprint_results: FoodprintResultsTable;
}

export type OutboxMail = Selectable<MailOutboxTable>;
