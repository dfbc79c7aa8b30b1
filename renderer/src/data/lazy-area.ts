/** An area whose every method returns a promise: only such an area can load on first use. */
type AsyncArea<Area> = { [K in keyof Area]: (...args: never[]) => Promise<unknown> };

/**
 * Stands in for a gateway area until its first call, then loads its implementation (with its schemas and
 * reference data) and forwards every call to it. Keeps the pages' data code out of the home page's bundle.
 */
export function lazyArea<Area extends AsyncArea<Area>>(load: () => Promise<Area>): Area {
  let loaded: Promise<Area> | undefined;
  const methods = new Map<PropertyKey, unknown>();
  return new Proxy({} as Area, {
    get(_target, name) {
      // Not a thenable: `await area` must not call into the implementation.
      if (name === 'then' || typeof name === 'symbol') return undefined;
      if (!methods.has(name)) {
        methods.set(name, async (...args: unknown[]) => {
          loaded ??= load();
          const area = (await loaded) as unknown as Record<string, (...a: unknown[]) => Promise<unknown>>;
          const method = area[name];
          if (typeof method !== 'function') throw new TypeError(`gateway area has no method ${name}`);
          return method.apply(area, args);
        });
      }
      return methods.get(name);
    },
  });
}
