import { randomBytes } from 'node:crypto';
import { deriveKey, open, seal } from './secret-box.js';

/**
 * Envelope encryption of sensitive records (children's health answers). Each record is sealed
 * (secret-box: AES-256-GCM, bound to its row) under a data key of its own, random; the data key
 * is sealed in turn under a key-encryption key of the environment, named by its id. Rotating the
 * environment key re-seals the small data keys only, never the records: a key ring holds the
 * current key, which seals every new data key, and the retired ones, which only open.
 */

/** One environment key: its id (stored beside each data key it sealed) and its secret. */
export interface RingKey {
  id: string;
  secret: string;
}

export interface KeyRing {
  /** The id of the key that seals new data keys. */
  currentId: string;
  /** Every key the ring opens with, by id (the current one included). */
  keys: ReadonlyMap<string, Buffer>;
}

/** What a record keeps: the key id, the sealed data key and the sealed plaintext. */
export interface Envelope {
  keyId: string;
  dataKey: string;
  sealed: string;
}

const KEK_LABEL = 'camp:data-key-encryption:v1';

/** The ring of `keys`, the first one current; each secret yields its key through HKDF. */
export function keyRing(keys: readonly RingKey[]): KeyRing {
  const [current] = keys;
  if (!current) throw new Error('envelope: a key ring needs a key');
  return {
    currentId: current.id,
    keys: new Map(keys.map((k) => [k.id, deriveKey(k.secret, KEK_LABEL)])),
  };
}

function kek(ring: KeyRing, id: string): Buffer {
  const key = ring.keys.get(id);
  if (!key) throw new Error(`envelope: no key "${id}" in the ring`);
  return key;
}

/** The data key sealed under the ring's key `keyId`, bound to the record. */
const sealDataKey = (ring: KeyRing, keyId: string, dataKey: Buffer, binding: string) =>
  seal(kek(ring, keyId), dataKey.toString('base64url'), `${binding}#data-key`);

function openDataKey(ring: KeyRing, envelope: Envelope, binding: string): Buffer {
  const text = open(kek(ring, envelope.keyId), envelope.dataKey, `${binding}#data-key`);
  return Buffer.from(text, 'base64url');
}

/** `plaintext` sealed under a fresh data key, the data key under the ring's current key. */
export function sealEnvelope(ring: KeyRing, plaintext: string, binding: string): Envelope {
  const dataKey = randomBytes(32);
  return {
    keyId: ring.currentId,
    dataKey: sealDataKey(ring, ring.currentId, dataKey, binding),
    sealed: seal(dataKey, plaintext, binding),
  };
}

/** The plaintext; throws when a part was altered, moved to another record, or its key is gone. */
export function openEnvelope(ring: KeyRing, envelope: Envelope, binding: string): string {
  return open(openDataKey(ring, envelope, binding), envelope.sealed, binding);
}

/** The same record with its data key sealed under the ring's current key (the record as is). */
export function rewrapEnvelope(ring: KeyRing, envelope: Envelope, binding: string): Envelope {
  if (envelope.keyId === ring.currentId) return envelope;
  const dataKey = openDataKey(ring, envelope, binding);
  return {
    ...envelope,
    keyId: ring.currentId,
    dataKey: sealDataKey(ring, ring.currentId, dataKey, binding),
  };
}
