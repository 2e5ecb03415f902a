import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, parseEnv } from './config.js';

const dataDir = () => mkdtempSync(path.join(tmpdir(), 'camp-config-'));

describe('configuration', () => {
  it('applies the documented defaults', () => {
    const c = loadConfig({ DATA_DIR: dataDir() });
    expect(c.PORT).toBe(3000);
    expect(c.DATABASE_URL).toBeUndefined();
    expect(c.APP_URL).toBe('http://localhost:3000');
    expect(c.SEED_DEMO).toBe(true);
    expect(c.isProduction).toBe(false);
  });

  it('keeps the data in `data` at the repository root when DATA_DIR is unset, wherever it runs', () => {
    // The repository root: the folder with the workspaces' package-lock.json, above apps/api.
    const root = path.resolve(import.meta.dirname, '../../..');
    expect(parseEnv({}).DATA_DIR).toBe(path.join(root, 'data'));
    expect(parseEnv({ DATA_DIR: '', INIT_CWD: '/somewhere/else' }).DATA_DIR).toBe(
      path.join(root, 'data'),
    );
  });

  it('reads a relative DATA_DIR from the folder the command was typed in', () => {
    // npm runs a workspace's script in the workspace's folder and names the caller's in INIT_CWD.
    expect(parseEnv({ DATA_DIR: 'mine', INIT_CWD: '/srv/camp' }).DATA_DIR).toBe('/srv/camp/mine');
    expect(parseEnv({ DATA_DIR: '/var/lib/camp', INIT_CWD: '/srv/camp' }).DATA_DIR).toBe(
      '/var/lib/camp',
    );
  });

  it('stops with a message naming each bad variable', () => {
    const env = {
      DATA_DIR: dataDir(),
      PORT: 'eighty',
      DATABASE_URL: 'mysql://x',
      STRIPE_SECRET_KEY: 'nope',
    };
    expect(() => loadConfig(env)).toThrow(ConfigError);
    try {
      loadConfig(env);
    } catch (err) {
      const message = (err as Error).message;
      expect(message).toMatch(/PORT:/);
      expect(message).toMatch(/DATABASE_URL: must be a postgres/);
      expect(message).toMatch(/STRIPE_SECRET_KEY: must start with sk_test_/);
    }
  });

  it('takes an S3 bucket with its settings, and refuses S3 settings that cannot work', () => {
    const c = loadConfig({
      DATA_DIR: dataDir(),
      S3_BUCKET: 'camp-files',
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_ACCESS_KEY_ID: 'id',
      S3_SECRET_ACCESS_KEY: 'secret',
      S3_FORCE_PATH_STYLE: 'true',
    });
    expect(c).toMatchObject({ S3_BUCKET: 'camp-files', S3_REGION: 'us-east-1' });
    expect(c.S3_FORCE_PATH_STYLE).toBe(true);
    expect(loadConfig({ DATA_DIR: dataDir() }).S3_BUCKET).toBeUndefined();

    const refused: [Record<string, string>, RegExp][] = [
      [{ S3_ENDPOINT: 'http://127.0.0.1:9000' }, /S3_BUCKET: is required when S3_ENDPOINT/],
      [
        { S3_BUCKET: 'camp-files', S3_ACCESS_KEY_ID: 'id' },
        /S3_SECRET_ACCESS_KEY: S3_ACCESS_KEY_ID and/,
      ],
      [{ S3_BUCKET: 'Camp_Files' }, /S3_BUCKET: must be an S3 bucket name/],
      [{ S3_BUCKET: 'camp-files', S3_ENDPOINT: 'not a url' }, /S3_ENDPOINT:/],
      [{ S3_BUCKET: 'camp-files', S3_FORCE_PATH_STYLE: 'yes' }, /S3_FORCE_PATH_STYLE:/],
    ];
    for (const [env, message] of refused) {
      expect(() => loadConfig({ DATA_DIR: dataDir(), ...env })).toThrow(message);
    }
  });

  it('takes a Redis prefix, or derives one from the database name', () => {
    expect(loadConfig({ DATA_DIR: dataDir(), REDIS_PREFIX: 'camp-eu:' }).REDIS_PREFIX).toBe(
      'camp-eu:',
    );
    expect(
      loadConfig({ DATA_DIR: dataDir(), DATABASE_URL: 'postgres://db:5432/camp_eu' }).REDIS_PREFIX,
    ).toBe('camp:camp_eu:');
    expect(() => loadConfig({ DATA_DIR: dataDir(), REDIS_PREFIX: 'a b' })).toThrow(/REDIS_PREFIX/);
  });

  it('refuses a short JWT secret', () => {
    expect(() => loadConfig({ DATA_DIR: dataDir(), JWT_SECRET: 'short' })).toThrow(
      /JWT_SECRET: must be at least 32/,
    );
  });

  it('takes the previous JWT secret of a rotation, at least as long and not the current one', () => {
    const current = 'c'.repeat(32);
    const previous = 'p'.repeat(32);
    const env = { DATA_DIR: dataDir(), JWT_SECRET: current };
    expect(loadConfig({ ...env, JWT_SECRET_PREVIOUS: previous }).JWT_SECRET_PREVIOUS).toBe(
      previous,
    );
    expect(loadConfig({ ...env, JWT_SECRET_PREVIOUS: '' }).JWT_SECRET_PREVIOUS).toBeUndefined();
    expect(() => loadConfig({ ...env, JWT_SECRET_PREVIOUS: 'short' })).toThrow(
      /JWT_SECRET_PREVIOUS: must be at least 32 characters/,
    );
    expect(() => loadConfig({ ...env, JWT_SECRET_PREVIOUS: current })).toThrow(
      /JWT_SECRET_PREVIOUS: must differ from JWT_SECRET/,
    );
  });

  it('generates the JWT secret once and keeps it in DATA_DIR, private to the owner', () => {
    const dir = dataDir();
    const first = loadConfig({ DATA_DIR: dir }).JWT_SECRET;
    const second = loadConfig({ DATA_DIR: dir }).JWT_SECRET;
    expect(first).toHaveLength(64);
    expect(second).toBe(first);
    expect(readFileSync(path.join(dir, 'jwt-secret'), 'utf8')).toBe(first);
    expect(statSync(path.join(dir, 'jwt-secret')).mode & 0o077).toBe(0);
    expect(loadConfig({ DATA_DIR: dataDir() }).JWT_SECRET).not.toBe(first);
  });

  it('generates the TOTP encryption key once into DATA_DIR, or takes it from the environment', () => {
    const dir = dataDir();
    const first = loadConfig({ DATA_DIR: dir }).TOTP_ENCRYPTION_KEY;
    expect(loadConfig({ DATA_DIR: dir }).TOTP_ENCRYPTION_KEY).toBe(first);
    expect(first).not.toBe(loadConfig({ DATA_DIR: dir }).JWT_SECRET);
    expect(statSync(path.join(dir, 'totp-key')).mode & 0o077).toBe(0);
    const given = 'k'.repeat(32);
    expect(
      loadConfig({ DATA_DIR: dataDir(), TOTP_ENCRYPTION_KEY: given }).TOTP_ENCRYPTION_KEY,
    ).toBe(given);
    expect(() => loadConfig({ DATA_DIR: dataDir(), TOTP_ENCRYPTION_KEY: 'short' })).toThrow(
      /TOTP_ENCRYPTION_KEY: must be at least 32/,
    );
  });

  it('takes the data key ring from the environment, the first key current, or generates one', () => {
    const dir = dataDir();
    const [generated] = loadConfig({ DATA_DIR: dir }).DATA_ENCRYPTION_KEYS;
    expect(generated!.id).toBe('local');
    expect(loadConfig({ DATA_DIR: dir }).DATA_ENCRYPTION_KEYS[0]!.secret).toBe(generated!.secret);
    expect(statSync(path.join(dir, 'data-key')).mode & 0o077).toBe(0);
    const a = 'a'.repeat(32);
    const b = 'b'.repeat(32);
    expect(
      loadConfig({ DATA_DIR: dataDir(), DATA_ENCRYPTION_KEYS: `k2026:${b}, k2025:${a}` })
        .DATA_ENCRYPTION_KEYS,
    ).toEqual([
      { id: 'k2026', secret: b },
      { id: 'k2025', secret: a },
    ]);
    for (const bad of [`k:short`, a, `K:${a}`, `k:${a},k:${b}`]) {
      expect(() => loadConfig({ DATA_DIR: dataDir(), DATA_ENCRYPTION_KEYS: bad })).toThrow(
        /DATA_ENCRYPTION_KEYS: must be id:secret pairs/,
      );
    }
  });

  it('does not seed demo data in production unless asked', () => {
    expect(loadConfig({ DATA_DIR: dataDir(), NODE_ENV: 'production' }).SEED_DEMO).toBe(false);
    expect(
      loadConfig({ DATA_DIR: dataDir(), NODE_ENV: 'production', SEED_DEMO: 'true' }).SEED_DEMO,
    ).toBe(true);
  });

  it('serves the API reference outside production, and in production only when asked', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).API_DOCS).toBe(true);
    expect(loadConfig({ DATA_DIR: dataDir(), NODE_ENV: 'production' }).API_DOCS).toBe(false);
    expect(
      loadConfig({ DATA_DIR: dataDir(), NODE_ENV: 'production', API_DOCS: 'true' }).API_DOCS,
    ).toBe(true);
    expect(loadConfig({ DATA_DIR: dataDir(), API_DOCS: 'false' }).API_DOCS).toBe(false);
    expect(() => loadConfig({ DATA_DIR: dataDir(), API_DOCS: 'yes' })).toThrow(/API_DOCS/);
  });

  it('keeps rate limits unscaled in production', () => {
    expect(loadConfig({ DATA_DIR: dataDir(), RATE_LIMIT_SCALE: '20' }).RATE_LIMIT_SCALE).toBe(20);
    expect(() =>
      loadConfig({ DATA_DIR: dataDir(), NODE_ENV: 'production', RATE_LIMIT_SCALE: '20' }),
    ).toThrow(/RATE_LIMIT_SCALE: must be 1 in production/);
  });
});
