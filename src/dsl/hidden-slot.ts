/**
 * A value kept on an object itself, under a symbol of its own (not enumerable: in no JSON, copy or
 * key list), with a WeakMap's get and set. What a parse notes on its doc for the next re-parse lived
 * in WeakMaps keyed by the doc; V8's young-generation collector keeps such a map's values while the
 * key is young, so each parse's notes (the check's phases among them) were copied and promoted
 * before they could die: at 17 × 30 the scavenges cost more than the parse. On the doc, they die
 * with it.
 */
export class HiddenSlot<K extends object, V> {
  readonly #key: symbol;

  constructor(name: string) {
    this.#key = Symbol(name);
  }

  get(owner: K): V | undefined {
    return (owner as Record<symbol, V | undefined>)[this.#key];
  }

  /** Keeps `value` on `owner` (nothing is kept on an object that cannot take a property: get then gives undefined). */
  set(owner: K, value: V): void {
    if (Object.isExtensible(owner)) Object.defineProperty(owner, this.#key, { value, writable: true, configurable: true });
  }
}
