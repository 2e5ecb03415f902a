/**
 * A Map that keeps at most `max` entries, for the per-instance caches: setting a key when it is
 * full drops the entry set longest ago, and a key set again counts as the newest.
 */
export class BoundedMap<K, V> extends Map<K, V> {
  constructor(private readonly max: number) {
    super();
  }

  override set(key: K, value: V): this {
    this.delete(key);
    if (this.size >= this.max) this.delete(this.keys().next().value as K);
    return super.set(key, value);
  }
}
