/**
 * Every table of the storefront's database and every platform resource, with each column either named as personal
 * data (and what kind) or as plain. tests/integration/privacy/registry.test.ts compares it with the migrated
 * database, so a new table or column is a decision here before it ships; export.ts and erase.ts cover each table
 * whose `reach` is not 'none'.
 */
type Kind =
  'email' | 'name' | 'phone' | 'address' | 'ip' | 'free-text' | 'device' | 'order' | 'pseudonym' | 'secret' | 'profile';

export interface TableEntry {
  personal: Readonly<Record<string, Kind>>;
  plain: readonly string[];
  /** How one person's rows are reached: by an email column, through a row already found, or not at all. */
  reach: 'email' | 'linked' | 'none';
  /** What erasure does with them (docs/adr/0027-privacy-rights.md). */
  erasure: 'delete' | 'anonymise' | 'keep';
  /** How long rows are kept (lib/privacy/retention.ts, the privacy policy). */
  retention: string;
}

export const registry = {
  newsletter_subscriptions: {
    personal: { email: 'email', first_name: 'name', country: 'profile', token_hash: 'secret' },
    plain: [
      'id',
      'idempotency_key',
      'source',
      'locale',
      'coupon_code',
      'created_at',
      'confirmed_at',
      'token_expires_at',
    ],
    reach: 'email',
    erasure: 'delete',
    retention: 'until unsubscribed; unconfirmed sign-ups NEWSLETTER_UNCONFIRMED_DAYS',
  },
  contact_messages: {
    personal: {
      first_name: 'name',
      last_name: 'name',
      email: 'email',
      phone: 'phone',
      country: 'profile',
      message: 'free-text',
      company: 'free-text',
      website: 'free-text',
    },
    plain: ['id', 'idempotency_key', 'kind', 'locale', 'created_at'],
    reach: 'email',
    erasure: 'delete',
    retention: 'CONTACT_RETENTION_MONTHS',
  },
  product_registrations: {
    personal: {
      first_name: 'name',
      last_name: 'name',
      email: 'email',
      phone: 'phone',
      country: 'profile',
      serial_number: 'device',
      mac_address: 'device',
      order_id: 'order',
      purchase_location: 'profile',
      store: 'profile',
      other_store: 'free-text',
      warranty_code: 'pseudonym',
    },
    plain: ['id', 'idempotency_key', 'product_family', 'warranty_years', 'source', 'locale', 'created_at'],
    reach: 'email',
    erasure: 'anonymise',
    retention: 'for the warranty (its years from the purchase)',
  },
  warranty_codes: {
    personal: {},
    plain: ['code', 'extension_years', 'issued_at', 'used_by', 'used_at'],
    reach: 'none',
    erasure: 'keep',
    retention: 'kept (a code stays spent)',
  },
  consent_records: {
    personal: {},
    plain: ['id', 'subject', 'subject_id', 'purposes', 'text_version', 'locale', 'agreed_at', 'action'],
    reach: 'linked',
    erasure: 'delete',
    retention: 'as long as the record they belong to',
  },
  cookie_consents: {
    personal: { consent_id: 'pseudonym' },
    plain: ['id', 'accepted', 'rejected', 'withdrawn', 'policy_version', 'locale', 'decided_at'],
    reach: 'none',
    erasure: 'keep',
    retention: 'kept as proof of the choice; a random id in one browser, tied to no address',
  },
  mail_outbox: {
    personal: { recipient: 'email', reply_to: 'email', data: 'free-text', last_error: 'free-text' },
    plain: ['id', 'template', 'locale', 'status', 'attempts', 'next_attempt_at', 'created_at', 'sent_at'],
    reach: 'email',
    erasure: 'delete',
    retention: 'links dropped once sent; whole mail MAIL_RETENTION_DAYS after sending',
  },
  foodprint_results: {
    personal: {},
    plain: ['id', 'score', 'profile_id', 'locale', 'survey_id', 'completed_on'],
    reach: 'none',
    erasure: 'keep',
    retention: 'anonymous',
  },
  referral_members: {
    personal: {
      email: 'email',
      first_name: 'name',
      country: 'profile',
      code: 'pseudonym',
      gift_card_code: 'secret',
      coupon_id: 'pseudonym',
      gift_card_id: 'pseudonym',
    },
    plain: ['id', 'locale', 'created_at'],
    reach: 'email',
    erasure: 'anonymise',
    retention: 'while a member; rewards paid stay as anonymous ledger',
  },
  referral_sign_in_tokens: {
    personal: { token_hash: 'secret' },
    plain: ['member_id', 'expires_at', 'used_at', 'created_at'],
    reach: 'linked',
    erasure: 'delete',
    retention: 'deleted once expired or used',
  },
  referral_sessions: {
    personal: { id_hash: 'secret' },
    plain: ['member_id', 'expires_at', 'created_at'],
    reach: 'linked',
    erasure: 'delete',
    retention: 'deleted once expired',
  },
  referrals: {
    // Two people's row: the member's export gets the plain side, the referred friend's these columns (ADR 0048).
    personal: {
      friend_email: 'email',
      friend_mailbox: 'email',
      ip: 'ip',
      order_id: 'order',
      order_number: 'order',
    },
    plain: [
      'id',
      'member_id',
      'status',
      'hold_reason',
      'placed_at',
      'approve_on',
      'approved_at',
      'reward_cents',
      'currency',
    ],
    reach: 'email',
    erasure: 'anonymise',
    retention: 'IP removed after the fraud window (REFERRAL_IP_DAYS)',
  },
  processed_webhook_events: {
    personal: {},
    plain: ['event_id', 'topic', 'processed_at'],
    reach: 'none',
    erasure: 'keep',
    retention: 'ids only',
  },
  privacy_requests: {
    personal: { email: 'email', export: 'free-text', token_hash: 'secret', download_token_hash: 'secret' },
    plain: [
      'id',
      'kind',
      'locale',
      'status',
      'expires_at',
      'confirmed_at',
      'completed_at',
      'download_expires_at',
      'mailed_at',
      'created_at',
    ],
    reach: 'email',
    erasure: 'delete',
    retention:
      'unconfirmed until the link expires (one waiting for the mail budget until mailed); an export until its download link expires',
  },
  privacy_erasures: {
    personal: {},
    plain: ['id', 'requested_via', 'counts', 'erased_at'],
    reach: 'none',
    erasure: 'keep',
    retention: 'kept: that an erasure happened, never whose',
  },
  order_status_links: {
    personal: { token_hash: 'secret', order_id: 'order', email: 'email' },
    plain: ['source', 'expires_at', 'created_at'],
    reach: 'email',
    erasure: 'delete',
    retention: 'until the link expires (ORDER_LINK_DAYS, default 90) or its buyer stops it',
  },
  checkout_clients: {
    personal: { order_id: 'order', ip: 'ip' },
    plain: ['recorded_at'],
    reach: 'linked',
    erasure: 'delete',
    retention: 'REFERRAL_IP_DAYS after the hand-over to the checkout',
  },
  rate_limits: {
    personal: { key: 'email' },
    plain: ['points', 'expire'],
    reach: 'email',
    erasure: 'delete',
    retention: 'until the limit window ends (at most a day)',
  },
  job_runs: {
    personal: {},
    plain: ['name', 'last_run_at'],
    reach: 'none',
    erasure: 'keep',
    retention: 'one row per scheduled job',
  },
} as const satisfies Record<string, TableEntry>;

export type RegisteredTable = keyof typeof registry;

/** Platform resources holding personal data, and what erasure does there. */
export const platformRegistry = {
  customers: { personal: ['email', 'metadata'], erasure: 'anonymise' },
  orders: {
    // metadata.ip: written by the storefront until ADR 0049; the retention job and erasure still remove it.
    personal: ['customer_email', 'metadata.ip', 'billing_address', 'shipping_address'],
    erasure: 'anonymise: email replaced, IP removed; number, dates, lines, amounts and addresses kept 10 years (tax)',
  },
  giftCards: { personal: ['recipient_email'], erasure: 'anonymise' },
  // Made only once the owner confirms the mailed link (lib/stock-alerts/request.ts): until then the request exists only
  // sealed in that link and in the outbox row, whose link is dropped once sent; an unconfirmed one expires in 7 days.
  inStockSubscriptions: { personal: ['customer_email', 'sku_code', 'metadata'], erasure: 'delete' },
} as const;

/** Tables created outside the migrations (by a library at first use). */
export const runtimeTables: readonly RegisteredTable[] = ['rate_limits', 'job_runs'];

/** Column names that always mean personal data: one of these listed as plain is a mistake. */
export const personalName = /(e_?mail|phone|address|(^|_)ip($|_)|first_name|last_name|message|recipient|reply_to)/;
