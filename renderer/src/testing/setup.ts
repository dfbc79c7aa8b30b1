/** Component tests: unmount after each test, and the browser APIs jsdom lacks that the app uses. */
import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(cleanup);

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
