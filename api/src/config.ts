import { readFileSync } from 'node:fs';
import * as v from 'valibot';

const bool = (fallback: boolean) =>
  v.pipe(
    v.optional(v.string(), fallback ? 'on' : 'off'),
    v.transform((s) => !['off', 'false', '0', 'no'].includes(s.toLowerCase())),
  );

const ConfigSchema = v.object({
  NODE_ENV: v.optional(v.string(), 'production'),
  HOST: v.optional(v.string(), '127.0.0.1'),
  API_PORT: v.pipe(v.optional(v.string(), '4000'), v.transform(Number), v.integer()),
  /** PostgreSQL connection string; without it the API runs on embedded PGlite in DATA_DIR. */
  DATABASE_URL: v.optional(v.string()),
  DATA_DIR: v.optional(v.string(), '.data/pglite'),
  /** PGlite only: a data-folder tarball (PGlite dumpDataDir) a new, empty database starts from (tests use it). */
  PGLITE_TEMPLATE: v.optional(v.string()),
  /** PGlite only: how often the log is checkpointed while running (seconds; 0 off), so a crash leaves little to replay. */
  PGLITE_CHECKPOINT_SECONDS: v.pipe(v.optional(v.string(), '60'), v.transform(Number), v.integer(), v.minValue(0)),
  /** PGlite only: how often an automatic backup is taken into `<DATA_DIR>-backups` (minutes; 0 off). */
  PGLITE_BACKUP_MINUTES: v.pipe(v.optional(v.string(), '60'), v.transform(Number), v.integer(), v.minValue(0)),
  /** PGlite only: how many automatic backups are kept (the newest). */
  PGLITE_BACKUPS_KEPT: v.pipe(v.optional(v.string(), '5'), v.transform(Number), v.integer(), v.minValue(1)),
  /**
   * On SIGTERM, how long the replica keeps answering (each answer closing its connection, readiness 503) before it
   * closes (milliseconds; plugins/drain.ts): the orchestrators' stacks set it above the host's idle-connection time.
   */
  SHUTDOWN_DRAIN_MS: v.pipe(v.optional(v.string(), '0'), v.transform(Number), v.integer(), v.minValue(0), v.maxValue(60_000)),
  REDIS_URL: v.optional(v.string()),
  /** The oldest a public catalogue answer may be when served (seconds; recomputed from half that age). 0 turns the cache off. */
  CATALOG_CACHE_SECONDS: v.pipe(v.optional(v.string(), '30'), v.transform(Number), v.integer(), v.minValue(0)),
  SMTP_URL: v.optional(v.string()),
  MAIL_FROM: v.optional(v.string(), 'Botica Guaraní <no-responder@botica.test>'),
  /** Public address of the shop, used in links sent by e-mail and SMS. */
  PUBLIC_URL: v.optional(v.string(), 'http://localhost:3000'),
  /** The sandboxes (payment providers, social sign-in, console and outbox): off unless set on; `npm start` sets it on. */
  SANDBOX: bool(false),
  /** With SANDBOX on, the console and the outbox also answer off loopback to HTTP Basic with this password. */
  SANDBOX_PASSWORD: v.optional(v.string()),
  /**
   * The operator password's Argon2id hash (`npm run operator:password`): the operator's page (/operador) and the release
   * tools (npm run release, promote, rollback) ask for it. Unset: nobody is an operator (decision 082).
   */
  OPERATOR_PASSWORD_HASH: v.optional(v.pipe(v.string(), v.startsWith('$argon2', 'OPERATOR_PASSWORD_HASH es un hash Argon2 (npm run operator:password).'))),
  /** How many of an app's newest versions are kept besides the live ones and those live in the last 24 h. */
  RELEASES_KEPT: v.pipe(v.optional(v.string(), '5'), v.transform(Number), v.integer(), v.minValue(1)),
  /** Documents a canary serves before its watch may roll it back (decision 082). */
  CANARY_MIN_VIEWS: v.pipe(v.optional(v.string(), '50'), v.transform(Number), v.integer(), v.minValue(1)),
  /** How often the canaries are watched (seconds; 0 turns the automatic rollback off). */
  CANARY_WATCH_SECONDS: v.pipe(v.optional(v.string(), '10'), v.transform(Number), v.integer(), v.minValue(0)),
  /** Every line of the log and every answer (X-Replica) name this process; default the machine's (container's) name. */
  REPLICA_NAME: v.optional(v.string()),
  SEED: bool(true),
  /** Prometheus metrics at /metrics and the timing of every request (decision 080); off only to measure their cost. */
  METRICS: bool(true),
  /**
   * Whether the API applies the migrations (and the seed) when it starts. `off` where a job of the orchestrator runs
   * them once before the replicas roll (`node dist/migrate.mjs`): the API then starts on the schema it finds and its
   * readiness (`/api/health/ready`) answers 503 until no migration is pending.
   */
  MIGRATE: bool(true),
  /** Origins allowed to call the API from a browser (comma separated). */
  CORS_ORIGINS: v.optional(v.string(), 'http://localhost:3000,http://127.0.0.1:3000'),
  COOKIE_SECURE: bool(false),
  LOG_LEVEL: v.optional(v.string(), 'info'),
  /** Addresses whose X-Forwarded-For is believed (the host server, a load balancer): fastify trustProxy syntax. */
  TRUST_PROXY: v.optional(v.string(), 'loopback'),
  /** Key for signed cookies and OAuth state (social sign-in). Random per process when unset, outside production. */
  SESSION_SECRET: v.optional(v.string()),
  GOOGLE_CLIENT_ID: v.optional(v.string()),
  GOOGLE_CLIENT_SECRET: v.optional(v.string()),
  FACEBOOK_APP_ID: v.optional(v.string()),
  FACEBOOK_APP_SECRET: v.optional(v.string()),
  MAPBOX_TOKEN: v.optional(v.string()),
  /** The cards' provider: the local sandbox, or Bancard vPOS 2.0 with the keys and address below (decision 061). */
  PAYMENT_PROVIDER_CARDS: v.optional(v.picklist(['sandbox', 'bancard'], 'PAYMENT_PROVIDER_CARDS: sandbox o bancard'), 'sandbox'),
  BANCARD_PUBLIC_KEY: v.optional(v.string()),
  BANCARD_PRIVATE_KEY: v.optional(v.string()),
  /** The vPOS environment's address (staging by default; production is https://vpos.infonet.com.py). */
  BANCARD_BASE_URL: v.optional(v.string(), 'https://vpos.infonet.com.py:8888'),
  /** How long a call to Bancard may take before it counts as unanswered (the payment is then asked for later). */
  BANCARD_TIMEOUT_MS: v.pipe(v.optional(v.string(), '15000'), v.transform(Number), v.integer(), v.minValue(100)),
  /**
   * A charge by alias_token sends `extra_response_attributes: ["confirmation.process_id"]` (3-D Secure), as the
   * specification v1.22 says to always do; `off` for a merchant without Bancard's 3-D Secure product (decision 061).
   */
  BANCARD_CHARGE_3DS: bool(true),
  /** A MapLibre style (e.g. a self-hosted tile server) for the maps; without it and without MAPBOX_TOKEN, the offline outline. */
  MAP_STYLE_URL: v.optional(v.string()),
  /** Shared secret of the payment providers' callbacks (HMAC-SHA256). Random per process when unset, outside production. */
  PAYMENT_CALLBACK_SECRET: v.optional(v.string()),
  /**
   * The key of the chain's point of sale for `POST /api/integraciones/facturas` (invoices issued at the branches,
   * decision 074), sent as `Authorization: Bearer <key>`; at least 32 characters. Unset: the endpoint does not exist.
   */
  INTEGRATION_API_KEY: v.optional(v.pipe(v.string(), v.minLength(32, 'INTEGRATION_API_KEY debe tener al menos 32 caracteres.'))),
  /** Electronic invoices (SIFEN): the issuer's RUC, timbrado and its dates, establishment and point of sale. */
  SIFEN_RUC: v.optional(v.string(), '80012345-6'),
  SIFEN_RAZON_SOCIAL: v.optional(v.string(), 'Botica Guaraní S.A.'),
  SIFEN_TIMBRADO: v.optional(v.string(), '17654321'),
  SIFEN_TIMBRADO_INICIO: v.optional(v.string(), '2026-01-01'),
  SIFEN_TIMBRADO_VENCIMIENTO: v.optional(v.string(), '2027-12-31'),
  SIFEN_ESTABLECIMIENTO: v.optional(v.string(), '001'),
  SIFEN_PUNTO: v.optional(v.string(), '002'),
  /** The security code (CSC) and its id for the QR hash; SIFEN's published test CSC by default. */
  SIFEN_CSC: v.optional(v.string(), 'ABCD0000000000000000000000000000'),
  SIFEN_CSC_ID: v.optional(v.string(), '0001'),
  /**
   * PKCS#12 certificate and password: with them every invoice is signed and sent to SIFEN (the certificate also
   * authenticates the connection); without them the documents are test-environment ones kept by the shop, never sent.
   */
  SIFEN_CERT_PATH: v.optional(v.string()),
  SIFEN_CERT_PASSWORD: v.optional(v.string()),
  /** SIFEN's environment: 'test' (sifen-test.set.gov.py, documents without fiscal value) or 'prod'. */
  SIFEN_ENV: v.optional(v.picklist(['test', 'prod'], 'SIFEN_ENV debe ser test o prod.'), 'test'),
  /** Another address for SIFEN's web services (a stand-in); the environment's own address when unset. */
  SIFEN_BASE_URL: v.optional(v.string()),
  /** A CA certificate (PEM) to trust for SIFEN_BASE_URL's TLS certificate, besides the system's. */
  SIFEN_CA_PATH: v.optional(v.string()),
  /** How long an answer of SIFEN is waited for (milliseconds) before the attempt counts as unanswered. */
  SIFEN_TIMEOUT_MS: v.pipe(v.optional(v.string(), '30000'), v.transform(Number), v.integer()),
  /**
   * How documents go to SIFEN: `sync` one at a time (siRecepDE, answered at once) or `lote` in batches of up to
   * SIFEN_LOTE_SIZE (siRecepLoteDE, zipped; the result asked for with siConsLoteDE on the following passes).
   */
  SIFEN_SEND_MODE: v.optional(v.picklist(['sync', 'lote'], 'SIFEN_SEND_MODE debe ser sync o lote.'), 'sync'),
  /** Documents per lote: 1 to 50, SIFEN's limit. */
  SIFEN_LOTE_SIZE: v.pipe(v.optional(v.string(), '50'), v.transform(Number), v.integer(), v.minValue(1, 'SIFEN_LOTE_SIZE va de 1 a 50.'), v.maxValue(50, 'SIFEN_LOTE_SIZE va de 1 a 50.')),
  /** How often due invoices and cancellation events are sent (seconds; 0 turns the sender off). */
  SIFEN_POLL_SECONDS: v.pipe(v.optional(v.string(), '15'), v.transform(Number), v.integer()),
  /** The first retry's delay (seconds); each later one doubles it, up to an hour, within the legal 72 hours. */
  SIFEN_RETRY_SECONDS: v.pipe(v.optional(v.string(), '60'), v.transform(Number), v.integer()),
  /** How often unconfirmed online payments are looked for and rolled back (seconds; 0 turns the sweep off). */
  PAYMENT_SWEEP_SECONDS: v.pipe(v.optional(v.string(), '30'), v.transform(Number), v.integer()),
  /** Where recorded purchase conversions are also sent (JSON POST, hashed user data only); unset: stored only. */
  CONVERSION_FORWARD_URL: v.optional(v.string()),
  /** Where the forms' uploads (CVs, rental and trivia images) are stored. */
  UPLOADS_DIR: v.optional(v.string(), '.data/uploads'),
  /** Google reCAPTCHA v2 keys; without them the rental form uses the self-hosted ALTCHA proof of work. */
  RECAPTCHA_SITE_KEY: v.optional(v.string()),
  RECAPTCHA_SECRET: v.optional(v.string()),
});

export type Config = v.InferOutput<typeof ConfigSchema>;

export function loadConfig(env: Record<string, string | undefined> = process.env, overrides: Partial<Config> = {}): Config {
  const picked = Object.fromEntries(
    Object.keys(ConfigSchema.entries).flatMap((k) => {
      const value = fromFile(k, env) ?? env[k];
      return value === undefined || value === '' ? [] : [[k, value]];
    }),
  );
  return { ...v.parse(ConfigSchema, picked), ...overrides };
}

/**
 * `X_FILE` names a file holding X's value (an orchestrator's secret mounted as a file, e.g. /run/secrets/x): its
 * contents less the final line break. An empty file is as if X were unset. X and X_FILE together are refused.
 */
function fromFile(name: string, env: Record<string, string | undefined>): string | undefined {
  const file = env[`${name}_FILE`];
  if (!file) return undefined;
  if (env[name]) throw new ConfigError(`${name} y ${name}_FILE están definidas a la vez: definí sólo una de las dos.`);
  try {
    return readFileSync(file, 'utf8').replace(/\r?\n$/, '');
  } catch (err) {
    const reason = (err as NodeJS.ErrnoException).code === 'ENOENT' ? 'no existe' : 'no se puede leer';
    throw new ConfigError(`${name}_FILE nombra el archivo ${file}, que ${reason}: la API no arranca sin ese valor.`);
  }
}

/** Settings production cannot do without: a random per-process key would break sessions and callbacks across replicas. */
const REQUIRED_IN_PRODUCTION = ['SESSION_SECRET', 'PAYMENT_CALLBACK_SECRET'] as const;

/** A setting missing for the mode the API runs in: the message names the variable. */
export class ConfigError extends Error {}

/** Throws a ConfigError naming each secret production mode (NODE_ENV=production, the default) runs without. */
export function checkProductionSettings(config: Config): void {
  if (config.NODE_ENV !== 'production') return;
  const missing = REQUIRED_IN_PRODUCTION.filter((name) => !config[name]);
  if (missing.length) {
    throw new ConfigError(
      `La API no arranca en producción (NODE_ENV=production) sin ${missing.join(' ni ')}: ` +
        `definí ${missing.length > 1 ? 'esas variables' : 'esa variable'} con un valor secreto, igual en todas las réplicas ` +
        '(para una demostración local: NODE_ENV=development).',
    );
  }
}
