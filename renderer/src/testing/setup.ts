/** Component tests: unmount after each test, and the browser APIs jsdom lacks that the app uses. */
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(cleanup);

// findBy…/waitFor wait for what the app does next. A whole page rendered in jsdom (render-app.tsx) can take
// more than their default second when the two cores also run the other test files.
configure({ asyncUtilTimeout: 5000 });

// jsdom has no layout: components that watch their size get a fixed one.
class FixedSizeResizeObserver {
  constructor(private readonly callback: ResizeObserverCallback) {}
  observe(target: Element) {
    this.callback([{ target, contentRect: { width: 800, height: 600 } } as ResizeObserverEntry], this);
  }
  unobserve() {}
  disconnect() {}
}
globalThis.ResizeObserver ??= FixedSizeResizeObserver as unknown as typeof ResizeObserver;

// Nor media queries (uPlot asks for the pixel ratio's on import): none matches.
window.matchMedia ??= (query: string) =>
  ({
    matches: false,
    media: query,
    onchange: null,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
    dispatchEvent: () => false,
  }) as MediaQueryList;

// Nor scrolling: the app scrolls to the top on every route change (tests spy on it where it matters).
window.scrollTo = () => undefined;
// jsdom's Blob cannot read itself; browsers' can (file checks read a file's first bytes).
if (!('arrayBuffer' in Blob.prototype)) {
  Object.defineProperty(Blob.prototype, 'arrayBuffer', {
    value(this: Blob): Promise<ArrayBuffer> {
      return new Promise((resolve, reject) => {
        const reader = new FileReader();
        reader.onload = () => resolve(reader.result as ArrayBuffer);
        reader.onerror = () => reject(reader.error ?? new Error('The file could not be read.'));
        reader.readAsArrayBuffer(this);
      });
    },
  });
}
