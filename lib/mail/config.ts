type Env = Record<string, string | undefined>;

export interface MailConfig {
  smtpUrl: string;
  from: string;
  supportEmail: string;
}

/** Mail settings from the environment; `npm start` sets SMTP_URL to its MailDev when none is configured. */
export function readMailConfig(env: Env = process.env): MailConfig {
  return {
    smtpUrl: env.SMTP_URL?.trim() || 'smtp://127.0.0.1:1025',
    from: env.MAIL_FROM?.trim() || 'Viridea <hello@viridea.example>',
    supportEmail: supportEmail(env),
  };
}

export function supportEmail(env: Env = process.env): string {
  return env.SUPPORT_EMAIL?.trim() || 'support@viridea.example';
}
