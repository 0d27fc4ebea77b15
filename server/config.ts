import { isIP } from 'node:net';
import { availableParallelism } from 'node:os';
import { z } from 'zod';
import { ENGINES } from '../common/contract/analysis';

const optionalString = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional();

const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

/** Proxies on this machine or a private network (a container network): what TRUST_PROXY=true trusts. */
const NEARBY_PROXIES = ['loopback', 'linklocal', 'uniquelocal'];

const isAddressOrRange = (entry: string) => {
  if (NEARBY_PROXIES.includes(entry)) return true;
  const [address = '', bits, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  return bits === undefined || (/^\d+$/.test(bits) && Number(bits) <= (version === 4 ? 32 : 128));
};

/**
 * The peers whose X-Forwarded-For entries are believed, walking back from the connection: none,
 * nearby proxies (`true`), or listed addresses and ranges (a CDN's). Never every entry, nor a count
 * of hops: a proxy that appends to the header passes on whatever the client wrote before its own
 * entry, and a client reaching the server directly would pass for anyone.
 */
const proxyTrust = z.string().transform((value, context) => {
  const setting = value.trim().toLowerCase();
  if (['', 'false', 'no', '0'].includes(setting)) return [];
  if (['true', 'yes', '1'].includes(setting)) return NEARBY_PROXIES;
  const entries = setting.split(',').map((entry) => entry.trim());
  const wrong = entries.filter((entry) => !isAddressOrRange(entry));
  if (wrong.length === 0) return entries;
  context.addIssue({ code: 'custom', message: `not an address or range: ${wrong.join(', ')}` });
  return z.NEVER;
});

/**
 * Every setting of the server, read once from the environment. Each variable carries a one-line doc,
 * which the README's configuration table repeats.
 */
export const configSchema = z
  .object({
    /** development | production | test. Production turns on Secure cookies and requires the operator identity. */
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    /** Interface to listen on. 127.0.0.1 keeps a local install private; use 0.0.0.0 behind a proxy. */
    HOST: z.string().trim().min(1).default('127.0.0.1'),
    /** TCP port of the web app and API. */
    PORT: z.coerce.number().int().min(1).max(65_535).default(3000),
    /** Folder for the embedded database, uploaded files, their extraction cache and the e-mail outbox. */
    DATA_DIR: z.string().trim().min(1).default('./data'),
    /** PostgreSQL connection string; when unset, the embedded database in DATA_DIR is used. */
    DATABASE_URL: optionalString.pipe(
      z
        .string()
        .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
        .optional(),
    ),
    /** Address users reach the app at; used in e-mailed links and to refuse cross-origin writes. */
    PUBLIC_URL: optionalString.pipe(z.url({ protocol: /^https?$/ }).optional()),
    /** SMTP server for outgoing e-mail (smtp:// or smtps://user:pass@host:port); unset writes .eml files to DATA_DIR/outbox. */
    SMTP_URL: optionalString.pipe(
      z
        .string()
        .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
        .optional(),
    ),
    /** Sender of outgoing e-mail; defaults to RisqueVision at the operator's contact address. */
    MAIL_FROM: optionalString,
    /** A session ends after this many hours without activity. */
    SESSION_IDLE_HOURS: z.coerce
      .number()
      .positive()
      .max(24 * 30)
      .default(8),
    /** Which engine analyses workplaces: builtin (offline, no key), gemini or openai (any OpenAI-compatible endpoint). */
    ANALYSIS_ENGINE: z.enum(ENGINES).default('builtin'),
    /** Google Gemini API key (ANALYSIS_ENGINE=gemini). */
    GEMINI_API_KEY: optionalString,
    /** Gemini model. */
    GEMINI_MODEL: z.string().trim().min(1).default('gemini-2.5-flash'),
    /** Gemini API base address, for a proxy or a regional endpoint. */
    GEMINI_BASE_URL: optionalString.pipe(z.url().optional()),
    /** Key of the OpenAI-compatible endpoint (ANALYSIS_ENGINE=openai); local servers may accept any value. */
    OPENAI_API_KEY: optionalString,
    /** OpenAI-compatible base address, e.g. http://127.0.0.1:11434/v1 for Ollama; OpenAI's own when unset. */
    OPENAI_BASE_URL: optionalString.pipe(z.url().optional()),
    /** Model name at that endpoint. */
    OPENAI_MODEL: z.string().trim().min(1).default('gpt-4o-mini'),
    /** Send the photos to that model; false for a text-only local model (it then gets their OCR text only). */
    OPENAI_SEND_IMAGES: booleanFlag.default(true),
    /** An AI engine call is abandoned after this many seconds. */
    AI_TIMEOUT_SECONDS: z.coerce.number().int().min(5).max(900).default(120),
    /** Analyses by an AI engine allowed per user per day (midnight, America/Toronto); builtin ones do not count. */
    AI_DAILY_QUOTA: z.coerce.number().int().min(0).default(50),
    /** Analyses this instance runs at once; default min(4, max(2, cores)). */
    ANALYSIS_CONCURRENCY: z.coerce.number().int().min(1).max(64).optional(),
    /** Analyses one person may have waiting or running at once; more answer 429. */
    ANALYSIS_USER_ACTIVE_LIMIT: z.coerce.number().int().min(1).max(100).default(3),
    /** A running analysis whose heartbeat is older than this many seconds is taken over (its process died). */
    ANALYSIS_STALE_SECONDS: z.coerce.number().int().min(5).max(3600).default(30),
    /** Megabytes of uploaded files one account may keep; an upload past it is refused. */
    USER_STORAGE_QUOTA_MB: z.coerce.number().int().min(1).default(5000),
    /** Progress streams one session may hold open at once; more answer 429. */
    PROGRESS_STREAMS_PER_SESSION: z.coerce.number().int().min(1).max(100).default(5),
    /** A progress stream whose analysis has not appeared after this many seconds says "not found" and ends. */
    PROGRESS_NOT_FOUND_SECONDS: z.coerce.number().min(0.1).max(3600).default(60),
    /** Seconds between the assistant's progress keep-alives, which tell the page the server still works on a question. */
    PROGRESS_KEEP_ALIVE_SECONDS: z.coerce.number().min(0.05).max(25).default(10),
    /** Hours between instance backups to DATA_DIR/backups (hours dividing 24 are exact); 0 turns them off. */
    BACKUP_INTERVAL_HOURS: z.coerce.number().int().min(0).max(168).default(24),
    /** Instance backups kept; the oldest beyond this count are deleted after each new one. */
    BACKUP_KEEP: z.coerce.number().int().min(1).max(1000).default(7),
    /** Hours between automatic backups of every team (the spec's 6); 0 turns them off. */
    TEAM_BACKUP_INTERVAL_HOURS: z.coerce.number().int().min(0).max(168).default(6),
    /** Backups kept per team; the oldest beyond this count are deleted after each new one. */
    TEAM_BACKUP_KEEP: z.coerce.number().int().min(1).max(1000).default(28),
    /** Reverse proxies whose X-Forwarded-For is believed: true for proxies on this machine or a private network, or their addresses and ranges, comma-separated (a CDN's too). */
    TRUST_PROXY: proxyTrust.default([]),
    /** Comma-separated e-mails of the installation's operators (storage statistics, internal test page). */
    /** 32 bytes (64 hex characters or base64) that seal the two-factor secrets; unset, a key file in DATA_DIR is made once. Several instances must share one. */
    SECRET_KEY: optionalString,
    ADMIN_EMAILS: z
      .string()
      .default('')
      .transform((value) =>
        value
          .split(',')
          .map((email) => email.trim().toLowerCase())
          .filter(Boolean),
      ),
    /** Stripe secret key (sk_live_… or sk_test_…); unset turns online payment off and accounts are granted with `npm run user:create`. */
    STRIPE_SECRET_KEY: optionalString,
    /** Signing secret of the Stripe webhook endpoint POST /api/stripe/webhook (whsec_…); required with STRIPE_SECRET_KEY. */
    STRIPE_WEBHOOK_SECRET: optionalString,
    /** Let Stripe compute Canadian sales taxes (Stripe Tax must be active on the Stripe account). */
    STRIPE_TAX: booleanFlag.default(false),
    /** Stripe API address, for a proxy or a test server (https://api.stripe.com when unset). */
    STRIPE_API_URL: optionalString.pipe(z.url({ protocol: /^https?$/ }).optional()),
    /** S3-compatible bucket for the stored files, shared by every instance; unset keeps them in DATA_DIR/files. */
    S3_BUCKET: optionalString,
    /** Region of the bucket. */
    S3_REGION: z.string().trim().min(1).default('us-east-1'),
    /** Address of an S3-compatible service (MinIO, Ceph…); AWS S3 when unset. */
    S3_ENDPOINT: optionalString.pipe(z.url({ protocol: /^https?$/ }).optional()),
    /** Access key of the bucket; unset uses the SDK's default credentials (environment, instance role). */
    S3_ACCESS_KEY_ID: optionalString,
    /** Secret key going with S3_ACCESS_KEY_ID (never logged). */
    S3_SECRET_ACCESS_KEY: optionalString,
    /** Address the bucket in the path (http://host/bucket/key), as MinIO and most S3-compatible services want. */
    S3_FORCE_PATH_STYLE: booleanFlag.default(false),
    /** Folder-like prefix of every object name, so one bucket can hold several installations. */
    S3_PREFIX: z.string().trim().default(''),
    /** pino log level. */
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    /** Create the two demo accounts on the first start of an empty database (never in production). */
    DEMO_ACCOUNTS: booleanFlag.default(true),
    /** Legal name of the company operating this installation, shown on the legal and contact pages. */
    OPERATOR_NAME: optionalString,
    /** Postal address of the operator. */
    OPERATOR_ADDRESS: optionalString,
    /** Address for customer contact and support. */
    OPERATOR_CONTACT_EMAIL: optionalString.pipe(z.email().optional()),
    /** Address of the person in charge of the protection of personal information (Quebec Law 25). */
    OPERATOR_PRIVACY_EMAIL: optionalString.pipe(z.email().optional()),
    /** Support telephone number shown on the contact page (optional). */
    OPERATOR_PHONE: optionalString,
  })
  .superRefine((env, ctx) => {
    if (env.ANALYSIS_ENGINE === 'gemini' && !env.GEMINI_API_KEY) {
      ctx.addIssue({
        code: 'custom',
        path: ['GEMINI_API_KEY'],
        message: 'is required when ANALYSIS_ENGINE=gemini',
      });
    }
    if (env.ANALYSIS_ENGINE === 'openai' && !env.OPENAI_API_KEY && !env.OPENAI_BASE_URL) {
      ctx.addIssue({
        code: 'custom',
        path: ['OPENAI_API_KEY'],
        message: 'is required when ANALYSIS_ENGINE=openai (or set OPENAI_BASE_URL for a local server)',
      });
    }
    if (env.STRIPE_SECRET_KEY && !env.STRIPE_WEBHOOK_SECRET) {
      // Without the webhook no account is ever created for a payment: refuse to take money then.
      ctx.addIssue({
        code: 'custom',
        path: ['STRIPE_WEBHOOK_SECRET'],
        message: 'is required when STRIPE_SECRET_KEY is set',
      });
    }
    if (Boolean(env.S3_ACCESS_KEY_ID) !== Boolean(env.S3_SECRET_ACCESS_KEY)) {
      ctx.addIssue({
        code: 'custom',
        path: [env.S3_ACCESS_KEY_ID ? 'S3_SECRET_ACCESS_KEY' : 'S3_ACCESS_KEY_ID'],
        message: 'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together',
      });
    }
    if (env.NODE_ENV !== 'production') return;
    for (const key of [
      'PUBLIC_URL',
      'OPERATOR_NAME',
      'OPERATOR_ADDRESS',
      'OPERATOR_CONTACT_EMAIL',
      'OPERATOR_PRIVACY_EMAIL',
    ] as const) {
      if (!env[key]) ctx.addIssue({ code: 'custom', path: [key], message: 'is required in production' });
    }
  });

// The embedded defaults describe RisqueVision itself, so a fresh install shows coherent legal pages.
const defaultOperator = {
  name: 'RisqueVision inc.',
  address: 'Montréal (Québec)  Canada',
  contactEmail: 'contact@risquevision.ca',
  privacyEmail: 'confidentialite@risquevision.ca',
  phone: null as string | null,
};

export class ConfigError extends Error {}

/** The server's settings, shaped from the checked environment; `Config` is inferred from it. */
const settingsSchema = configSchema.transform((env) => ({
  env: env.NODE_ENV,
  host: env.HOST,
  port: env.PORT,
  dataDir: env.DATA_DIR,
  databaseUrl: env.DATABASE_URL ?? null,
  publicUrl: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, ''),
  logLevel: env.LOG_LEVEL,
  trustProxy: env.TRUST_PROXY,
  adminEmails: env.ADMIN_EMAILS,
  secretKey: env.SECRET_KEY ?? null,
  smtpUrl: env.SMTP_URL ?? null,
  mailFrom: env.MAIL_FROM ?? `RisqueVision <${env.OPERATOR_CONTACT_EMAIL ?? defaultOperator.contactEmail}>`,
  sessionIdleHours: env.SESSION_IDLE_HOURS,
  analysis: {
    engine: env.ANALYSIS_ENGINE,
    gemini: {
      apiKey: env.GEMINI_API_KEY ?? null,
      model: env.GEMINI_MODEL,
      baseUrl: env.GEMINI_BASE_URL ?? null,
    },
    openai: {
      apiKey: env.OPENAI_API_KEY ?? null,
      model: env.OPENAI_MODEL,
      baseUrl: env.OPENAI_BASE_URL ?? null,
      sendImages: env.OPENAI_SEND_IMAGES,
    },
    timeoutMs: env.AI_TIMEOUT_SECONDS * 1000,
    dailyQuota: env.AI_DAILY_QUOTA,
    // Bounded by cores (extraction and OCR are CPU work) and small enough that their memory stays modest.
    concurrency: env.ANALYSIS_CONCURRENCY ?? Math.min(4, Math.max(2, availableParallelism())),
    userActiveLimit: env.ANALYSIS_USER_ACTIVE_LIMIT,
    staleAfterMs: env.ANALYSIS_STALE_SECONDS * 1000,
    userStorageQuotaBytes: env.USER_STORAGE_QUOTA_MB * 1024 * 1024,
    streamsPerSession: env.PROGRESS_STREAMS_PER_SESSION,
    notFoundAfterMs: env.PROGRESS_NOT_FOUND_SECONDS * 1000,
    keepAliveMs: env.PROGRESS_KEEP_ALIVE_SECONDS * 1000,
  },
  backups: {
    intervalHours: env.BACKUP_INTERVAL_HOURS,
    keep: env.BACKUP_KEEP,
    teamIntervalHours: env.TEAM_BACKUP_INTERVAL_HOURS,
    teamKeep: env.TEAM_BACKUP_KEEP,
  },
  billing: {
    secretKey: env.STRIPE_SECRET_KEY ?? null,
    webhookSecret: env.STRIPE_WEBHOOK_SECRET ?? null,
    automaticTax: env.STRIPE_TAX,
    apiUrl: env.STRIPE_API_URL ?? null,
  },
  s3: env.S3_BUCKET
    ? {
        bucket: env.S3_BUCKET,
        region: env.S3_REGION,
        endpoint: env.S3_ENDPOINT ?? null,
        credentials:
          env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY
            ? { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY }
            : null,
        forcePathStyle: env.S3_FORCE_PATH_STYLE,
        prefix: env.S3_PREFIX,
      }
    : null,
  demoAccounts: env.DEMO_ACCOUNTS && env.NODE_ENV !== 'production',
  operator: {
    name: env.OPERATOR_NAME ?? defaultOperator.name,
    address: env.OPERATOR_ADDRESS ?? defaultOperator.address,
    contactEmail: env.OPERATOR_CONTACT_EMAIL ?? defaultOperator.contactEmail,
    privacyEmail: env.OPERATOR_PRIVACY_EMAIL ?? defaultOperator.privacyEmail,
    phone: env.OPERATOR_PHONE ?? null,
  },
}));

export type Config = z.output<typeof settingsSchema>;
export type Operator = Config['operator'];

/** Reads and checks the environment; throws a ConfigError that names every bad variable. */
export function loadConfig(environment: NodeJS.ProcessEnv = process.env): Config {
  const parsed = settingsSchema.safeParse(environment);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return parsed.data;
}
