import type { MenuItemConstructorOptions } from 'electron';

export interface MenuActions {
  syncNow(): void;
  openDataFolder(): void;
  about(): void;
}

/**
 * The application menu: File (Sync now, Open data folder, Quit), View (Reload, Zoom) and Help
 * (About). Built as a plain template so its shape is tested without Electron.
 */
export function menuTemplate(actions: MenuActions, platform: NodeJS.Platform): MenuItemConstructorOptions[] {
  const mac = platform === 'darwin';
  return [
    ...(mac ? [{ role: 'appMenu' as const }] : []),
    {
      label: 'File',
      submenu: [
        { label: 'Sync now', accelerator: 'CmdOrCtrl+Shift+S', click: () => actions.syncNow() },
        { label: 'Open data folder', click: () => actions.openDataFolder() },
        { type: 'separator' },
        mac ? { role: 'close' } : { role: 'quit' },
      ],
    },
    { role: 'editMenu' },
    {
      label: 'View',
      submenu: [
        { role: 'reload' },
        { type: 'separator' },
        { role: 'resetZoom' },
        { role: 'zoomIn' },
        { role: 'zoomOut' },
        { type: 'separator' },
        { role: 'togglefullscreen' },
      ],
    },
    { role: 'help', submenu: [{ label: 'About LoomConnect', click: () => actions.about() }] },
  ];
}
