import { describe, expect, it } from 'vitest';
import { DEFAULT_SIZE, parseWindowState, restoreBounds } from './window-state.ts';

const screen = { x: 0, y: 0, width: 1920, height: 1040 };

describe('remembered window bounds', () => {
  it('reopens where it was when that is on a display', () => {
    const saved = { bounds: { x: 100, y: 80, width: 1400, height: 900 }, maximized: false };
    expect(restoreBounds(saved, [screen])).toEqual(saved.bounds);
  });

  it('keeps the size but lets the system place a window saved on a display that is gone', () => {
    const saved = { bounds: { x: 2500, y: 100, width: 1200, height: 800 }, maximized: true };
    expect(restoreBounds(saved, [screen])).toEqual({ width: 1200, height: 800 });
  });

  it('opens at the default size without a readable saved state', () => {
    expect(restoreBounds(parseWindowState(null), [screen])).toEqual(DEFAULT_SIZE);
    expect(parseWindowState({ bounds: { x: 0, y: 0, width: 'wide', height: 10 } })).toBeNull();
    expect(parseWindowState({ bounds: { x: 0, y: 0, width: 50, height: 50 } })).toBeNull();
    expect(parseWindowState({ bounds: { x: 5, y: 5, width: 800, height: 600 }, maximized: true })).toEqual({
      bounds: { x: 5, y: 5, width: 800, height: 600 },
      maximized: true,
    });
  });
});
