/**
 * What @pdf-lib/fontkit 1.1.1's build expects of its runtime, imported before it (it sets up its classes as it
 * loads). Neither changes how anything else behaves in Node.
 *
 * 1. Babel's global `regeneratorRuntime`, which it uses for one generator: the syllable matcher of its Indic
 *    (Devanagari) shaper. Without it, shaping Hindi throws "regeneratorRuntime is not defined". This is the
 *    least that generator needs (`mark`, `wrap`, `stop`, and `next` as a jump label).
 * 2. Class inheritance by `Sub.__proto__ = Base`, which Deno ignores (its `__proto__` setter only
 *    records an own property), so the
 *    shapers lose their inherited static methods ("this.shaper.plan is not a function"). The standard accessor
 *    comes back on functions only: plain objects, the ones prototype pollution goes through, keep Deno's protection.
 */
interface Context {
  prev: unknown;
  next: unknown;
  done: boolean;
  stop(): undefined;
}

const shim = {
  mark: <F>(fn: F): F => fn,
  wrap(step: (context: Context) => unknown): IterableIterator<unknown> {
    const context: Context = {
      prev: 0,
      next: 0,
      done: false,
      stop() {
        this.done = true;
        return undefined;
      },
    };
    const iterator: IterableIterator<unknown> = {
      next() {
        if (context.done) return { value: undefined, done: true };
        const value = step(context);
        return context.done ? { value: undefined, done: true } : { value, done: false };
      },
      [Symbol.iterator]: () => iterator,
    };
    return iterator;
  },
};

const scope = globalThis as { regeneratorRuntime?: unknown };
scope.regeneratorRuntime ??= shim;

// Deno keeps an accessor whose setter only records an own property, so it cannot be detected by its absence;
// the standard accessor on functions is what Node already does.
if (!Object.getOwnPropertyDescriptor(Function.prototype, '__proto__')) {
  Object.defineProperty(Function.prototype, '__proto__', {
    configurable: true,
    get(this: object) {
      return Object.getPrototypeOf(this) as unknown;
    },
    set(this: object, proto: object | null) {
      Object.setPrototypeOf(this, proto);
    },
  });
}

export {};
