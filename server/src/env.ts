import { Cron } from 'croner';
import { z } from 'zod';
import { isTimeZone } from '@futurefund/core';
import { parseMasterKey } from './modules/documents/vault-keys';
import { trustProxySchema } from './trust-proxy';

// The only place process.env is read (architecture.md "Layout"). A bad value stops start-up with one line per key.
const booleanFlag = z
  .enum(['true', 'false', '1', '0'], { message: 'must be true or false' })
  .transform((value) => value === 'true' || value === '1');

// A cron pattern (minute hour day month weekday, read in UTC) or "off"; null means off.
const cronOrOff = z.string().transform((value, ctx) => {
  if (value.trim().toLowerCase() === 'off') return null;
  try {
    new Cron(value);
    return value;
  } catch {
    ctx.addIssue({ code: 'custom', message: 'must be a cron pattern such as "0 9 * * *", or off' });
    return z.NEVER;
  }
});

const KEY_FORMAT = 'must be 32 bytes as base64 or 64 hex characters (openssl rand -base64 32)';
// A vault master key (ADR 021); the value itself never appears in an error (see parseEnv).
const masterKey = z.string().transform((value, ctx) => {
  const key = parseMasterKey(value);
  if (key) return key;
  ctx.addIssue({ code: 'custom', message: KEY_FORMAT });
  return z.NEVER;
});
const masterKeyList = z.string().transform((value, ctx) => {
  const keys = value
    .split(',')
    .filter((piece) => piece.trim() !== '')
    .map(parseMasterKey);
  if (keys.every((key) => key !== null)) return keys as Buffer[];
  ctx.addIssue({ code: 'custom', message: `each comma-separated key ${KEY_FORMAT}` });
  return z.NEVER;
});

const envFields = z.object({
  NODE_ENV: z
    .enum(['development', 'production', 'test'], { message: 'must be development, production or test' })
    .default('production'),
  PORT: z.coerce
    .number({ message: 'must be a port number' })
    .int({ message: 'must be a whole number' })
    .min(0, { message: 'must be between 0 and 65535' })
    .max(65535, { message: 'must be between 0 and 65535' })
    .default(5000),
  HOST: z.string().min(1, { message: 'must not be empty' }).default('localhost'),
  DATA_DIR: z.string().min(1, { message: 'must not be empty' }).default('./.data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, { message: 'must be a postgres:// or postgresql:// URL' })
    .optional(),
  LOG_LEVEL: z
    .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], {
      message: 'must be one of fatal, error, warn, info, debug, trace, silent',
    })
    .default('info'),
  TRUST_PROXY: trustProxySchema.default(false),
  SEED_DATA: booleanFlag.default(true),
  /** When every active source with a remote URL is refreshed (UTC); daily at 09:00 UTC, a quiet hour in the US. */
  CATALOG_REFRESH_CRON: cronOrOff.default('0 9 * * *'),
  /** When the newsletter's weekly digest goes out (UTC); Mondays 14:00 UTC, morning in the US (ADR 030). */
  NEWSLETTER_DIGEST_CRON: cronOrOff.default('0 14 * * 1'),
  /** When PGlite is vacuumed and analyzed (UTC; PostgreSQL has autovacuum): daily 08:30 UTC, night in the US (ADR 051). */
  DATABASE_MAINTENANCE_CRON: cronOrOff.default('30 8 * * *'),
  /** Outgoing mail server (smtp:// or smtps://, credentials in the URL); unset, mail goes to the local outbox. */
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, { message: 'must be an smtp:// or smtps:// URL' })
    .optional(),
  /** The From address of every e-mail. */
  MAIL_FROM: z.string().min(3).max(200).default('FutureFund <no-reply@futurefund.local>'),
  /** Where the contact page's messages are forwarded, and the address it shows (issue 18). */
  SUPPORT_EMAIL: z.email({ message: 'must be an e-mail address' }).default('support@futurefund.local'),
  /** The site's address as e-mails link to it; unset, http://HOST:PORT. */
  PUBLIC_URL: z.url({ message: 'must be a URL such as https://futurefund.example' }).optional(),
  /** Deadline reminders go out at 9:00 in each user's profile time zone, else this one. */
  REMINDER_TZ: z
    .string()
    .refine(isTimeZone, { message: 'must be an IANA time zone such as America/Chicago' })
    .default('UTC'),
  /** Whether the deadline reminder schedule runs (on demand checks work either way). */
  DEADLINE_REMINDERS: booleanFlag.default(true),
  /** New accounts per client address per hour (ADR 012); the browser journeys raise it. */
  REGISTRATION_LIMIT_PER_HOUR: z.coerce
    .number({ message: 'must be a number' })
    .int({ message: 'must be a whole number' })
    .min(1, { message: 'must be at least 1' })
    .max(100_000, { message: 'must be at most 100000' })
    .default(20),
  WEB_DIST_DIR: z.string().min(1).optional(),
  /** Set by npm to the directory `npm run …` was typed in; the import CLI resolves paths from it. */
  INIT_CWD: z.string().optional(),
  ADMIN_USERNAME: z
    .string()
    .regex(/^[A-Za-z0-9._-]{3,50}$/, {
      message: 'must be 3-50 letters, numbers, dots, dashes or underscores',
    })
    .optional(),
  ADMIN_PASSWORD: z.string().min(8, { message: 'must be at least 8 characters' }).max(200).optional(),
  /** Encrypts the Document Vault's data keys; required with DATABASE_URL (ADR 021). */
  VAULT_MASTER_KEY: masterKey.optional(),
  /** Older master keys, still used to read documents until `npm run vault:rotate` re-wraps them. */
  VAULT_PREVIOUS_MASTER_KEYS: masterKeyList.optional(),
  /** Premium payments (ADR 027): all four, or none and every payment call answers 503. */
  STRIPE_SECRET_KEY: z
    .string()
    .regex(/^(sk|rk)_/, { message: 'must be a Stripe secret key (sk_…)' })
    .optional(),
  STRIPE_PUBLISHABLE_KEY: z
    .string()
    .regex(/^pk_/, { message: 'must be a Stripe publishable key (pk_…)' })
    .optional(),
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .regex(/^whsec_/, { message: 'must be a webhook signing secret (whsec_…)' })
    .optional(),
  /** The weekly $5.99 recurring price (`npm run stripe:setup` creates it). */
  STRIPE_PRICE_ID: z
    .string()
    .regex(/^price_/, { message: 'must be a Stripe price id (price_…)' })
    .optional(),
  /** Where the Stripe SDK sends its calls; unset, Stripe's servers. For a local fake or stripe-mock. */
  STRIPE_API_URL: z.url({ message: 'must be a URL such as http://127.0.0.1:12111' }).optional(),
  /**
   * The builder's writing assistant (ADR 029): any OpenAI-compatible chat-completions server,
   * hosted or local. Unset, the built-in template composer writes instead.
   */
  LLM_BASE_URL: z.url({ message: 'must be a URL such as http://127.0.0.1:11434/v1' }).optional(),
  /** Local servers need none; hosted ones do. */
  LLM_API_KEY: z.string().min(1).max(500).optional(),
  /** The model's name as the server knows it; required with LLM_BASE_URL. */
  LLM_MODEL: z.string().min(1).max(200).optional(),
  /** How long one generation may take before the user is told to try again. */
  LLM_TIMEOUT_MS: z.coerce
    .number({ message: 'must be a number of milliseconds' })
    .int({ message: 'must be a whole number' })
    .min(1000, { message: 'must be at least 1000' })
    .max(600_000, { message: 'must be at most 600000' })
    .default(60_000),
});

const STRIPE_KEYS = [
  'STRIPE_SECRET_KEY',
  'STRIPE_PUBLISHABLE_KEY',
  'STRIPE_WEBHOOK_SECRET',
  'STRIPE_PRICE_ID',
] as const;

// The first admin is created from both values or neither (see README).
const envSchema = envFields.superRefine((env, ctx) => {
  if (env.ADMIN_USERNAME && !env.ADMIN_PASSWORD) {
    ctx.addIssue({
      code: 'custom',
      path: ['ADMIN_PASSWORD'],
      message: 'is required when ADMIN_USERNAME is set',
    });
  }
  if (env.ADMIN_PASSWORD && !env.ADMIN_USERNAME) {
    ctx.addIssue({
      code: 'custom',
      path: ['ADMIN_USERNAME'],
      message: 'is required when ADMIN_PASSWORD is set',
    });
  }
  // Half a payment configuration would take money without granting access, or the reverse.
  const stripeSet = STRIPE_KEYS.filter((key) => env[key] !== undefined);
  if (stripeSet.length > 0 && stripeSet.length < STRIPE_KEYS.length) {
    for (const key of STRIPE_KEYS.filter((name) => env[name] === undefined))
      ctx.addIssue({ code: 'custom', path: [key], message: `is required when ${stripeSet[0]} is set` });
  }
  // A model name without a server (or the reverse) would silently fall back to the composer.
  if (env.LLM_BASE_URL && !env.LLM_MODEL)
    ctx.addIssue({ code: 'custom', path: ['LLM_MODEL'], message: 'is required when LLM_BASE_URL is set' });
  for (const key of ['LLM_MODEL', 'LLM_API_KEY'] as const)
    if (env[key] && !env.LLM_BASE_URL)
      ctx.addIssue({ code: 'custom', path: ['LLM_BASE_URL'], message: `is required when ${key} is set` });
});

export type Env = z.infer<typeof envSchema>;

export class EnvError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid environment:\n${problems.map((line) => `  ${line}`).join('\n')}`);
    this.name = 'EnvError';
  }
}

/** Parses the environment. Empty strings count as unset so `PORT= npm start` keeps the default. */
export function parseEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ''));
  const result = envSchema.safeParse(cleaned);
  if (!result.success) {
    throw new EnvError(
      result.error.issues.map((issue) => {
        const key = String(issue.path[0]);
        // Never echo a secret (a password, a vault key) back into a log.
        const secret = key.includes('PASSWORD') || key.includes('KEY') || key.includes('SECRET');
        const shown = secret || cleaned[key] === undefined ? '' : ` (got "${cleaned[key]}")`;
        return `${key}: ${issue.message}${shown}`;
      }),
    );
  }
  return result.data;
}

/** npm run stripe:setup needs only the secret key (the price id is what it makes). */
export function parseStripeSetupEnv(source: NodeJS.ProcessEnv = process.env) {
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ''));
  const result = envFields
    .pick({ STRIPE_SECRET_KEY: true, STRIPE_API_URL: true })
    .required({ STRIPE_SECRET_KEY: true })
    .safeParse(cleaned);
  if (!result.success)
    throw new EnvError(result.error.issues.map((issue) => `${String(issue.path[0])}: ${issue.message}`));
  return result.data;
}
