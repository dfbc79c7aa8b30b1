import path from 'node:path';
import { app, BrowserWindow, shell } from 'electron';
import { registerIpcHandlers } from './ipc/register-handlers.ts';
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

  // The window only ever shows the app itself: other links open in the system browser.
  window.webContents.setWindowOpenHandler(({ url }) => {
    if (url.startsWith('https://')) void shell.openExternal(url);
    return { action: 'deny' };
  });
  window.webContents.on('will-navigate', (event, url) => {
    if (!isTrusted(url)) event.preventDefault();
  });

  if (devServerUrl) void window.loadURL(devServerUrl);
  else void window.loadFile(path.join(rendererDir, 'index.html'));
  return window;
}

app.whenReady().then(() => {
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
