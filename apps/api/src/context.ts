import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config.js';
import type { Db, DbHandle } from './db/client.js';
import { zipCentroidGeocoder, type Geocoder } from './lib/geocode.js';
import { TokenService, verifyingSecrets } from './lib/jwt.js';
import { createRealtimeBus, type RealtimeBus } from './lib/realtime-bus.js';
import { createStorage, type FileStorage } from './lib/storage.js';

/**
 * Everything a service needs, built once per app. Services receive it explicitly, which keeps
 * them testable and free of module-level state (the API is stateless across instances).
 *
 * This file holds the infrastructure only and imports no module. A module that owns a part of
 * the context (the mailer, MIA's engine) adds it to AppContext by declaration merging in its
 * own `context.ts`, and the app (app.ts) builds that part and passes it to createContext.
 */
export interface AppContext extends InfrastructureContext, ModuleContextParts {}

/** The parts of AppContext that modules add (each module's `context.ts` merges into it). */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging
export interface ModuleContextParts {}

/** The infrastructure every service may use; built here from the configuration. */
export interface InfrastructureContext {
  config: Config;
  db: Db;
  dbHandle: DbHandle;
  tokens: TokenService;
  log: FastifyBaseLogger;
  /** The clock; tests move it to expire tokens. */
  now: () => Date;
  /** Address → coordinates (offline ZIP centroids by default; a maps service can replace it). */
  geocoder: Geocoder;
  /**
   * Real-time events (in-process, or Redis pub/sub between instances when REDIS_URL is set).
   * Services publish after commit; the realtime plugin starts it and delivers to websockets.
   */
  realtime: RealtimeBus;
  /** Uploaded files: local disk under DATA_DIR, or an S3-compatible bucket (S3_*). */
  storage: FileStorage;
}

export function createContext(
  config: Config,
  dbHandle: DbHandle,
  log: FastifyBaseLogger,
  parts: ModuleContextParts,
  now: () => Date = () => new Date(),
): AppContext {
  return {
    ...parts,
    config,
    db: dbHandle.db,
    dbHandle,
    tokens: new TokenService(verifyingSecrets(config), config.JWT_TTL_HOURS * 3600),
    log,
    now,
    geocoder: zipCentroidGeocoder,
    realtime: createRealtimeBus(config.REDIS_URL, config.REDIS_PREFIX, log),
    storage: createStorage(config),
  };
}
