// Building on first use, for the contract's zod schemas: zod builds a new object for every chained
// call (.min, .max, .optional …), and building all of them at import took ~30-40 ms of every start of
// the CLI and of browser mode's core, though one command uses a few. Owns two helpers and nothing else:
// lazyTable (an object whose properties are built on their first read) and lazySchema (a stand-in that
// builds its schema on first use and then behaves as that schema). No zod import: this is generic.

/** The value of each property, once built. */
export type Built<F extends Record<string, () => unknown>> = { readonly [K in keyof F]: ReturnType<F[K]> };

/**
 * An object with one property per factory, each built on its first read and then kept (the same
 * value on every later read). Keys are own and enumerable from the start, so `in`, hasOwnProperty and
 * Object.keys see them all without building any. Spreading or Object.values builds every one: merge
 * the factory maps instead.
 */
export function lazyTable<F extends Record<string, () => unknown>>(factories: F): Built<F> {
  const table = {};
  for (const [key, make] of Object.entries(factories)) {
    Object.defineProperty(table, key, {
      enumerable: true,
      configurable: true,
      get() {
        const value = make();
        Object.defineProperty(table, key, { value, enumerable: true, configurable: false, writable: false });
        return value;
      },
    });
  }
  return table as Built<F>;
}

/**
 * A stand-in for the object `make` returns, built on the first use of any of its properties (or an
 * instanceof / `in` check) and then used for everything: reads, calls of its methods, writes,
 * prototype; its methods are called on the built object. Listing its keys (Object.keys, spread) or
 * defining properties on it reach the empty stand-in only: do neither.
 */
export function lazySchema<T extends object>(make: () => T): T {
  let built: T | undefined;
  const real = (): T => (built ??= make());
  return new Proxy({} as T, {
    get: (_target, key) => {
      const target = real();
      const value: unknown = Reflect.get(target, key, target);
      // Methods run on the built object, never on the stand-in: what they store or wrap (zod's
      // .optional(), .extend(), registries) is the real schema.
      return typeof value === 'function' && key !== 'constructor' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
    set: (_target, key, value) => Reflect.set(real(), key, value),
    has: (_target, key) => Reflect.has(real(), key),
    getPrototypeOf: () => Reflect.getPrototypeOf(real()),
  });
}
