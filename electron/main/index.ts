import path from 'node:path';
import { app, BrowserWindow } from 'electron';
import { registerIpcHandlers } from './ipc/register-handlers.ts';
import { applySecurityPolicy } from './security.ts';
import { isTrustedRendererUrl } from './trusted-url.ts';

// electron-vite sets this while `electron-vite dev` serves the renderer; built apps load the file.
const devServerUrl = process.env.ELECTRON_RENDERER_URL;
const rendererDir = path.join(import.meta.dirname, '../renderer');
const isTrusted = (url: string) => isTrustedRendererUrl(url, { devServerUrl, rendererDir });

function createMainWindow(): BrowserWindow {
  const window = new BrowserWindow({
    width: 1280,
    height: 840,
    minWidth: 390,
    show: false,
    title: 'LoomConnect',
    backgroundColor: '#f5f6f9',
    webPreferences: {
      preload: path.join(import.meta.dirname, '../preload/index.cjs'),
      contextIsolation: true,
      nodeIntegration: false,
      sandbox: true,
    },
  });
  window.once('ready-to-show', () => window.show());

  if (devServerUrl) void window.loadURL(devServerUrl);
  else void window.loadFile(path.join(rendererDir, 'index.html'));
  return window;
}

applySecurityPolicy(isTrusted);

void app.whenReady().then(() => {
  registerIpcHandlers(isTrusted);
  createMainWindow();
  // macOS keeps the app alive without windows and reopens one from the dock.
  app.on('activate', () => {
    if (BrowserWindow.getAllWindows().length === 0) createMainWindow();
  });
});

app.on('window-all-closed', () => {
  if (process.platform !== 'darwin') app.quit();
});
