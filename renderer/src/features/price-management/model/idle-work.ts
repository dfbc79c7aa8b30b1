const idle: (run: () => void) => () => void =
  typeof requestIdleCallback === 'function'
    ? (run) => {
        const handle = requestIdleCallback(run);
        return () => cancelIdleCallback(handle);
      }
    : (run) => {
        const handle = setTimeout(run, 0);
        return () => clearTimeout(handle);
      };

/**
 * Runs `work` while the browser is idle, in slices of about `sliceMs` (each step of the iterator is one unit:
 * a product's text, a column's ranks), so what it prepares is ready before the person asks; returns what stops it.
 */
export function runWhenIdle(work: Iterator<unknown>, sliceMs = 6): () => void {
  let cancel = () => {};
  const slice = () => {
    const end = performance.now() + sliceMs;
    while (performance.now() < end) if (work.next().done) return;
    cancel = idle(slice);
  };
  cancel = idle(slice);
  return () => cancel();
}
