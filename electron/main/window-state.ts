/**
 * The main window's size and position, remembered between runs. Pure rules (tested in Node): a saved
 * position is used only if it is still on a connected display, so a window closed on an unplugged
 * monitor does not reopen off-screen.
 */
export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface WindowState {
  bounds: Rect;
  maximized: boolean;
}

export const DEFAULT_SIZE = { width: 1280, height: 840 };
const MIN_VISIBLE = 100;

/** Parses what was stored; anything unreadable gives null (the default window). */
export function parseWindowState(raw: unknown): WindowState | null {
  if (!raw || typeof raw !== 'object') return null;
  const { bounds, maximized } = raw as Partial<WindowState>;
  const finite = (n: unknown) => typeof n === 'number' && Number.isFinite(n);
  if (!bounds || ![bounds.x, bounds.y, bounds.width, bounds.height].every(finite)) return null;
  if (bounds.width < 200 || bounds.height < 150) return null;
  return { bounds, maximized: maximized === true };
}

/** The bounds to open with: the saved ones if enough of the window lands on a display, else the default size. */
export function restoreBounds(
  saved: WindowState | null,
  workAreas: readonly Rect[],
): Partial<Rect> & typeof DEFAULT_SIZE {
  if (!saved) return { ...DEFAULT_SIZE };
  const { bounds } = saved;
  const visible = workAreas.some((area) => {
    const overlapX = Math.min(bounds.x + bounds.width, area.x + area.width) - Math.max(bounds.x, area.x);
    const overlapY = Math.min(bounds.y + bounds.height, area.y + area.height) - Math.max(bounds.y, area.y);
    return overlapX >= MIN_VISIBLE && overlapY >= MIN_VISIBLE;
  });
  return visible ? { ...bounds } : { width: bounds.width, height: bounds.height };
}
