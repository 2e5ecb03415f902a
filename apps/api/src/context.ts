import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config.js';
import type { Db, DbHandle } from './db/client.js';
import { zipCentroidGeocoder, type Geocoder } from './lib/geocode.js';
import { TokenService } from './lib/jwt.js';
import { createRealtimeBus, type RealtimeBus } from './lib/realtime-bus.js';
import { createStorage, type FileStorage } from './lib/storage.js';
import { createMailer, createMailTransport, type Mailer } from './modules/mail/transport.js';
import { createMiaEngine, type MiaEngine } from './modules/mia/engine.js';
import { builtinAssistant } from './modules/mia/builtin/assistant.js';

/**
 * Everything a service needs, built once per app. Services receive it explicitly, which keeps
 * them testable and free of module-level state (the API is stateless across instances).
 */
export interface AppContext {
  config: Config;
  db: Db;
  dbHandle: DbHandle;
  tokens: TokenService;
  log: FastifyBaseLogger;
  /** The clock; tests move it to expire tokens. */
  now: () => Date;
  /** Mail transport (SMTP or the built-in mailbox) and the outbox worker's wake-up signal. */
  mail: Mailer;
  /** Address → coordinates (offline ZIP centroids by default; a maps service can replace it). */
  geocoder: Geocoder;
  /**
   * Real-time events (in-process, or Redis pub/sub between instances when REDIS_URL is set).
   * Services publish after commit; the realtime plugin starts it and delivers to websockets.
   */
  realtime: RealtimeBus;
  /** Uploaded files: local disk under DATA_DIR, or an S3-compatible bucket (S3_*). */
  storage: FileStorage;
  /** MIA: the OpenAI-compatible adapter (OPENAI_*) or the built-in assistant, and its tools. */
  mia: MiaEngine;
}

export function createContext(
  config: Config,
  dbHandle: DbHandle,
  log: FastifyBaseLogger,
  now: () => Date = () => new Date(),
): AppContext {
  return {
    config,
    db: dbHandle.db,
    dbHandle,
    tokens: new TokenService(config.JWT_SECRET, config.JWT_TTL_HOURS * 3600),
    log,
    now,
    mail: createMailer(createMailTransport(config)),
    geocoder: zipCentroidGeocoder,
    realtime: createRealtimeBus(config.REDIS_URL, log),
    storage: createStorage(config),
    mia: createMiaEngine(config, () => builtinAssistant),
  };
}
