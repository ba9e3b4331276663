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
  token_expires_at: ColumnType<Date, Date | string | undefined, Date | string>;
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
  /** Purposes this decision takes back from the same visitor's previous one (migration 0005). */
  withdrawn: ColumnType<string[], string[] | undefined, string[]>;
}

interface ConsentRecordsTable {
  id: Generated<number>;
  subject: string;
  subject_id: number;
  purposes: string[];
  text_version: string;
  locale: string;
  agreed_at: CreatedAt;
  action: ColumnType<'granted' | 'withdrawn', 'granted' | 'withdrawn' | undefined, never>;
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

/** Referral members, sign-ins, sessions, the ledger and processed webhook events (migration 0004). */
interface ReferralMembersTable {
  id: Generated<number>;
  email: string;
  first_name: string;
  country: string;
  locale: string;
  code: string;
  coupon_id: string | null;
  gift_card_id: string | null;
  gift_card_code: string | null;
  created_at: CreatedAt;
}

interface ReferralSignInTokensTable {
  token_hash: string;
  member_id: number;
  expires_at: Timestamp;
  used_at: Timestamp | null;
  created_at: CreatedAt;
}

interface ReferralSessionsTable {
  id_hash: string;
  member_id: number;
  expires_at: Timestamp;
  created_at: CreatedAt;
}

type ReferralStatus = 'pending' | 'held' | 'approved' | 'void';

interface ReferralsTable {
  id: Generated<number>;
  member_id: number;
  order_id: string;
  order_number: string | null;
  friend_email: string;
  /** `mailboxKey(friend_email)` (lib/mail/mailbox.ts): one referral per mailbox, whatever alias ordered. */
  friend_mailbox: string;
  ip: string | null;
  status: ColumnType<ReferralStatus, ReferralStatus | undefined, ReferralStatus>;
  hold_reason: string | null;
  placed_at: Timestamp;
  approve_on: Timestamp | null;
  approved_at: Timestamp | null;
  reward_cents: number;
  currency: string;
}

interface ProcessedWebhookEventsTable {
  event_id: string;
  topic: string;
  processed_at: CreatedAt;
}

/** A visitor's export or erasure request (migration 0005): confirmed by a mailed link, carried out by a job. */
interface PrivacyRequestsTable {
  id: Generated<number>;
  kind: 'export' | 'erase';
  email: string;
  locale: string;
  token_hash: string;
  status: ColumnType<'unconfirmed' | 'confirmed' | 'done', 'unconfirmed' | undefined, 'confirmed' | 'done'>;
  expires_at: Timestamp;
  confirmed_at: Timestamp | null;
  completed_at: Timestamp | null;
  download_token_hash: string | null;
  download_expires_at: Timestamp | null;
  export: ColumnType<unknown, string | null, string | null> | null;
  /** When its confirmation link was mailed; null while it waits for the mail budget (lib/privacy/requests.ts). */
  mailed_at: Timestamp | null;
  created_at: CreatedAt;
}

/** That an erasure happened, how and how many rows: never whose. */
interface PrivacyErasuresTable {
  id: Generated<number>;
  requested_via: string;
  counts: ColumnType<Record<string, number>, string, never>;
  erased_at: CreatedAt;
}

/** One link to one order's page (migration 0007): only its token's hash; the buyer's email once known. */
interface OrderStatusLinksTable {
  token_hash: string;
  order_id: string;
  email: string | null;
  source: 'checkout' | 'confirmation' | 'lookup';
  expires_at: Timestamp;
  created_at: CreatedAt;
}

/** The client address an order was handed to the checkout from, as this server saw it (migration 0007). */
interface CheckoutClientsTable {
  order_id: string;
  ip: string;
  recorded_at: ColumnType<Date, Date | string | undefined, Date | string>;
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
  referral_members: ReferralMembersTable;
  referral_sign_in_tokens: ReferralSignInTokensTable;
  referral_sessions: ReferralSessionsTable;
  referrals: ReferralsTable;
  processed_webhook_events: ProcessedWebhookEventsTable;
  privacy_requests: PrivacyRequestsTable;
  privacy_erasures: PrivacyErasuresTable;
  order_status_links: OrderStatusLinksTable;
  checkout_clients: CheckoutClientsTable;
}

export type OutboxMail = Selectable<MailOutboxTable>;
