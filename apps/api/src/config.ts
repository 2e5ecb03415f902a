import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync, existsSync, chmodSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { resolveDataDir, WEB_DIST_DIR } from './lib/paths.js';

const optionalUrl = z.preprocess((v) => (v === '' ? undefined : v), z.url().optional());
const optionalString = z.preprocess((v) => (v === '' ? undefined : v), z.string().optional());

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: optionalString,
  DATABASE_URL: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
      .optional(),
  ),
  REDIS_URL: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z
      .string()
      .regex(/^rediss?:\/\//, 'must be a redis:// or rediss:// URL')
      .optional(),
  ),
  /**
   * Put before every Redis key and channel of this deployment, so deployments sharing one Redis
   * server (pub/sub ignores the database number) never see each other's events or counters.
   * Unset: derived from the database name (`camp:<database>:`).
   */
  REDIS_PREFIX: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z
      .string()
      .regex(/^[\w.:-]{1,100}$/, 'must be 1-100 letters, digits, _ . : or -')
      .optional(),
  ),
  SMTP_URL: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z
      .string()
      .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
      .optional(),
  ),
  /**
   * true: a smtp:// server must upgrade with STARTTLS before anything is sent (no password or
   * mail in clear); smtps:// is TLS from the start either way.
   */
  SMTP_REQUIRE_TLS: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
  MAIL_FROM: z.string().min(3).default('Camp Concierge <hello@campconcierge.local>'),
  APP_URL: z.url().optional(),
  JWT_SECRET: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.string().min(32, 'must be at least 32 characters').optional(),
  ),
  /**
   * The secret JWT_SECRET replaced, while its tokens and links still circulate: accepted when
   * verifying (sessions, upload links, captcha challenges, calendar feed URLs), never used to
   * sign. Removed once the grace period is over.
   */
  JWT_SECRET_PREVIOUS: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.string().min(32, 'must be at least 32 characters').optional(),
  ),
  TOTP_ENCRYPTION_KEY: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.string().min(32, 'must be at least 32 characters').optional(),
  ),
  /**
   * The key ring of envelope encryption (children's health answers): `id:secret` pairs separated
   * by commas, the first one current (it seals new data keys), the others retired keys kept to
   * open what they sealed until the rotation command has re-sealed it.
   */
  DATA_ENCRYPTION_KEYS: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z
      .string()
      .transform((v, ctx) => {
        const keys = v.split(',').map((pair) => {
          const at = pair.indexOf(':');
          if (at < 0) return { id: '', secret: '' };
          return { id: pair.slice(0, at).trim(), secret: pair.slice(at + 1).trim() };
        });
        const bad = keys.find(
          (k) => !/^[a-z0-9][a-z0-9-]{0,31}$/.test(k.id) || k.secret.length < 32,
        );
        if (bad || new Set(keys.map((k) => k.id)).size !== keys.length) {
          ctx.addIssue({
            code: 'custom',
            message:
              'must be id:secret pairs separated by commas: distinct ids of lower-case letters, digits and dashes (up to 32), secrets of at least 32 characters',
          });
          return z.NEVER;
        }
        return keys;
      })
      .optional(),
  ),
  JWT_TTL_HOURS: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 90)
    .default(24 * 7),
  STRIPE_SECRET_KEY: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z
      .string()
      .regex(/^(sk|rk)_(test|live)_/, 'must start with sk_test_, sk_live_, rk_test_ or rk_live_')
      .optional(),
  ),
  STRIPE_PUBLISHABLE_KEY: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z
      .string()
      .regex(/^pk_(test|live)_/, 'must start with pk_test_ or pk_live_')
      .optional(),
  ),
  STRIPE_WEBHOOK_SECRET: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z
      .string()
      .regex(/^whsec_/, 'must start with whsec_')
      .optional(),
  ),
  STRIPE_API_BASE: optionalUrl,
  GOOGLE_CLIENT_ID: optionalString,
  GOOGLE_JWKS_URL: z.url().default('https://www.googleapis.com/oauth2/v3/certs'),
  TILE_URL: z.string().default('https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Unset: seed demo data outside production only (demo accounts have no place in production). */
  SEED_DEMO: z
    .enum(['true', 'false'])
    .optional()
    .transform((v) => (v === undefined ? undefined : v === 'true')),
  /**
   * Multiplies every per-route rate limit. Only for journeys and load tests that sign many
   * accounts up from one address (e2e/start-server.sh); refused in production.
   */
  RATE_LIMIT_SCALE: z.coerce.number().int().min(1).max(1000).default(1),
  /**
   * Run jobs (mail sends, periodic tasks) in this instance; `false` for web-only instances.
   * However many instances run them, each job runs once.
   */
  RUN_JOBS: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
  TRUST_PROXY: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
  // Uploaded files in an S3-compatible bucket (S3_BUCKET set); local disk under DATA_DIR otherwise.
  S3_ENDPOINT: optionalUrl,
  S3_BUCKET: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z
      .string()
      .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'must be an S3 bucket name')
      .optional(),
  ),
  S3_REGION: z.preprocess((v) => (v === '' ? undefined : v), z.string().default('us-east-1')),
  S3_ACCESS_KEY_ID: optionalString,
  S3_SECRET_ACCESS_KEY: optionalString,
  S3_FORCE_PATH_STYLE: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
  // MIA through an OpenAI-compatible server (OpenAI, vLLM, llama.cpp, Ollama); unset: the
  // built-in assistant (decision 0067). A key alone means OpenAI itself.
  OPENAI_BASE_URL: optionalUrl,
  OPENAI_API_KEY: optionalString,
  OPENAI_MODEL: z.preprocess((v) => (v === '' ? undefined : v), z.string().max(200).optional()),
  /**
   * Language-model tokens (prompt and completion) MIA may use in a calendar month (UTC), the
   * whole deployment together; once reached, the built-in assistant answers until the month
   * ends. Unset: no cap.
   */
  MIA_MONTHLY_TOKEN_CAP: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.coerce.number().int('must be a whole number').min(1, 'must be at least 1').optional(),
  ),
  /**
   * The bearer token a Prometheus scrape of /metrics sends; unset, /metrics is off (404), so the
   * metrics are never public by accident.
   */
  METRICS_TOKEN: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.string().min(16, 'must be at least 16 characters').optional(),
  ),
  /** Unset: the API reference (/api/docs) is served outside production only (decision 0031). */
  API_DOCS: z
    .enum(['true', 'false'])
    .optional()
    .transform((v) => (v === undefined ? undefined : v === 'true')),
});

/** Every variable the product reads (README, "Configuration"; .env.example). */
export const ENV_VARIABLES: readonly string[] = Object.keys(envSchema.shape);

/** The S3 settings that mean nothing without a bucket. */
const S3_WITHOUT_BUCKET = ['S3_ENDPOINT', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;

/** DATA_DIR is always an absolute path once parsed (lib/paths.ts's resolveDataDir). */
export type Env = Omit<z.infer<typeof envSchema>, 'DATA_DIR'> & { DATA_DIR: string };

export interface Config extends Omit<
  Env,
  | 'JWT_SECRET'
  | 'TOTP_ENCRYPTION_KEY'
  | 'DATA_ENCRYPTION_KEYS'
  | 'APP_URL'
  | 'SEED_DEMO'
  | 'API_DOCS'
  | 'REDIS_PREFIX'
> {
  APP_URL: string;
  /** REDIS_PREFIX, or the default derived from the database name. */
  REDIS_PREFIX: string;
  SEED_DEMO: boolean;
  API_DOCS: boolean;
  JWT_SECRET: string;
  /** Encrypts admins' TOTP secrets and keys their recovery-code hashes. */
  TOTP_ENCRYPTION_KEY: string;
  /** The envelope encryption's key ring, the current key first (lib/envelope.ts). */
  DATA_ENCRYPTION_KEYS: { id: string; secret: string }[];
  isProduction: boolean;
  /** Where the built web app lives; served by the API when present. */
  webDistDir: string;
}

export class ConfigError extends Error {}

/** Validate the environment. A bad value stops start-up with a message naming the variable. */
export function parseEnv(env: NodeJS.ProcessEnv): Env {
  const result = envSchema
    .refine((e) => e.NODE_ENV !== 'production' || e.RATE_LIMIT_SCALE === 1, {
      path: ['RATE_LIMIT_SCALE'],
      message: 'must be 1 in production',
    })
    .refine((e) => e.S3_BUCKET || S3_WITHOUT_BUCKET.every((name) => e[name] === undefined), {
      path: ['S3_BUCKET'],
      message: 'is required when S3_ENDPOINT or S3 credentials are set',
    })
    .refine((e) => e.JWT_SECRET_PREVIOUS === undefined || e.JWT_SECRET_PREVIOUS !== e.JWT_SECRET, {
      path: ['JWT_SECRET_PREVIOUS'],
      message: 'must differ from JWT_SECRET',
    })
    .refine((e) => (e.S3_ACCESS_KEY_ID === undefined) === (e.S3_SECRET_ACCESS_KEY === undefined), {
      path: ['S3_SECRET_ACCESS_KEY'],
      message: 'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together',
    })
    .refine((e) => e.OPENAI_MODEL !== undefined || (!e.OPENAI_BASE_URL && !e.OPENAI_API_KEY), {
      path: ['OPENAI_MODEL'],
      message: 'is required when OPENAI_BASE_URL or OPENAI_API_KEY is set',
    })
    .refine((e) => e.OPENAI_MODEL === undefined || e.OPENAI_BASE_URL || e.OPENAI_API_KEY, {
      path: ['OPENAI_BASE_URL'],
      message: 'or OPENAI_API_KEY is required when OPENAI_MODEL is set',
    })
    .safeParse(env);
  if (!result.success) {
    const lines = result.error.issues.map(
      (issue) => `  ${issue.path.join('.') || '(env)'}: ${issue.message}`,
    );
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return { ...result.data, DATA_DIR: resolveDataDir(result.data.DATA_DIR, env) };
}

/**
 * The JWT secret is never a fixed default: when JWT_SECRET is unset, one is generated once and
 * kept in DATA_DIR so tokens survive restarts of a single instance.
 */
function loadOrCreateSecret(dataDir: string, name = 'jwt-secret'): string {
  const file = path.join(dataDir, name);
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  chmodSync(file, 0o600);
  return secret;
}

/** The database of the embedded server (db/embedded.ts) when DATABASE_URL is unset. */
const EMBEDDED_DATABASE = 'camp';

/**
 * The default Redis prefix: `camp:<database name>:`, the database named by DATABASE_URL (or the
 * embedded server's). Instances of one deployment share their database, hence their prefix;
 * deployments on differently named databases are kept apart without configuration.
 */
export function defaultRedisPrefix(databaseUrl: string | undefined): string {
  let name = EMBEDDED_DATABASE;
  if (databaseUrl) {
    try {
      name = decodeURIComponent(new URL(databaseUrl).pathname.replace(/^\//, '')) || 'postgres';
    } catch {
      name = 'postgres';
    }
  }
  return `camp:${name.replace(/[^\w.-]/g, '_')}:`;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = parseEnv(env);
  const dataDir = parsed.DATA_DIR;
  const isProduction = parsed.NODE_ENV === 'production';
  if (isProduction && !parsed.TOTP_ENCRYPTION_KEY && parsed.DATABASE_URL) {
    console.warn(
      'TOTP_ENCRYPTION_KEY is unset: generating one in DATA_DIR (set it when running several instances).',
    );
  }
  if (isProduction && !parsed.DATA_ENCRYPTION_KEYS && parsed.DATABASE_URL) {
    console.warn(
      'DATA_ENCRYPTION_KEYS is unset: generating a key in DATA_DIR (set it when running several instances).',
    );
  }
  if (isProduction && !parsed.JWT_SECRET && parsed.DATABASE_URL) {
    // Several instances on one database must share a secret; a per-disk one would split sessions.
    console.warn(
      'JWT_SECRET is unset: generating one in DATA_DIR (set it when running several instances).',
    );
  }
  return {
    ...parsed,
    DATA_DIR: dataDir,
    APP_URL: (parsed.APP_URL ?? `http://localhost:${parsed.PORT}`).replace(/\/$/, ''),
    JWT_SECRET: parsed.JWT_SECRET ?? loadOrCreateSecret(dataDir),
    // Like the JWT secret: generated once into DATA_DIR when unset (one instance); several
    // instances must share it, or one cannot read the secrets another stored.
    TOTP_ENCRYPTION_KEY: parsed.TOTP_ENCRYPTION_KEY ?? loadOrCreateSecret(dataDir, 'totp-key'),
    // Likewise: one generated key, named `local`, when unset.
    DATA_ENCRYPTION_KEYS: parsed.DATA_ENCRYPTION_KEYS ?? [
      { id: 'local', secret: loadOrCreateSecret(dataDir, 'data-key') },
    ],
    SEED_DEMO: parsed.SEED_DEMO ?? !isProduction,
    API_DOCS: parsed.API_DOCS ?? !isProduction,
    REDIS_PREFIX: parsed.REDIS_PREFIX ?? defaultRedisPrefix(parsed.DATABASE_URL),
    isProduction,
    webDistDir: WEB_DIST_DIR,
  };
}
