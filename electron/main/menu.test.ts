import { describe, expect, it, vi } from 'vitest';
import { menuTemplate } from './menu.ts';

type Item = { label?: string; role?: string; click?: () => void; submenu?: Item[] };

describe('application menu', () => {
  it('offers Sync now, Open data folder, Reload, Zoom and About, wired to their actions', () => {
    const actions = { syncNow: vi.fn(), openDataFolder: vi.fn(), about: vi.fn() };
    const items = (menuTemplate(actions, 'linux') as Item[]).flatMap((m) => m.submenu ?? []);
    const byLabel = (label: string) => items.find((i) => i.label === label)!;
    byLabel('Sync now').click!();
    byLabel('Open data folder').click!();
    byLabel('About LoomConnect').click!();
    expect([actions.syncNow, actions.openDataFolder, actions.about].map((f) => f.mock.calls.length)).toEqual([1, 1, 1]);
    expect(items.map((i) => i.role).filter(Boolean)).toEqual(
      expect.arrayContaining(['reload', 'resetZoom', 'zoomIn', 'zoomOut', 'quit']),
    );
  });

  it('starts with the app menu on macOS', () => {
    expect((menuTemplate({ syncNow() {}, openDataFolder() {}, about() {} }, 'darwin')[0] as Item).role).toBe('appMenu');
  });
});
