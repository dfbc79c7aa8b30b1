import fs from 'node:fs';
import path from 'node:path';
import { app, BrowserWindow, dialog, Menu, protocol, screen, shell } from 'electron';
import { contentSecurityPolicy, DESKTOP_FILE_SCHEME } from '@domain/content-policy.ts';
import { APP_ORIGIN, APP_SCHEME, createRendererHandler } from './app-scheme.ts';
import { createDesktopService } from './desktop-service.ts';
import { sendEvent } from './events.ts';
import { registerIpcHandlers } from './ipc/register-handlers.ts';
import { menuTemplate } from './menu.ts';
import { isAppPage } from './navigation.ts';
import { applySecurityPolicy } from './security.ts';
import { parseWindowState, restoreBounds, type WindowState } from './window-state.ts';

// electron-vite sets this while `electron-vite dev` serves the renderer; built apps load it from the app scheme.
const devServerUrl = process.env.ELECTRON_RENDERER_URL;
const rendererDir = path.join(import.meta.dirname, '../renderer');
const appOrigin = devServerUrl ? new URL(devServerUrl).origin : APP_ORIGIN;
const isTrusted = (url: string) => isAppPage(url, appOrigin);
/** Downloaded price lists reach the viewer through this scheme (never a file:// URL the page could widen). */
const LOCAL_FILES = DESKTOP_FILE_SCHEME;
// One data folder in development and packaged builds alike (the package name differs from the product name).
app.setPath('userData', path.join(app.getPath('appData'), 'LoomConnect'));
const dataDir = app.getPath('userData');
const windowStateFile = path.join(dataDir, 'window-state.json');

let mainWindow: BrowserWindow | null = null;

const service = createDesktopService({
  dataDir,
  localFileUrl: (id) => `${LOCAL_FILES}://price-list/${id}`,
  emit: (event, payload) => sendEvent(mainWindow?.webContents, event, payload),
  staleAfterMs: Number(process.env.LOOM_STALE_AFTER_MINUTES ?? 24 * 60) * 60_000,
});

function readWindowState(): WindowState | null {
  try {
    return parseWindowState(JSON.parse(fs.readFileSync(windowStateFile, 'utf8')));
  } catch {
    return null;
  }
}

function rememberWindowState(window: BrowserWindow) {
  const state: WindowState = { bounds: window.getNormalBounds(), maximized: window.isMaximized() };
  fs.writeFileSync(windowStateFile, JSON.stringify(state));
}

function createMainWindow(): BrowserWindow {
  const saved = readWindowState();
  const window = new BrowserWindow({
    ...restoreBounds(
      saved,
      screen.getAllDisplays().map((d) => d.workArea),
    ),
    minWidth: 390,
    show: false,
    title: 'LoomConnect',
    backgroundColor: '#f5f6f9',
    webPreferences: {
      preload: path.join(import.meta.dirname, '../preload/index.cjs'),
      contextIsolation: true,
      nodeIntegration: false,
      sandbox: true,
      webviewTag: false,
      // A middle click would open a link as a new window around the window-open rules' first check.
      disableBlinkFeatures: 'Auxclick',
    },
  });
  if (saved?.maximized) window.maximize();
  window.once('ready-to-show', () => window.show());
  window.on('close', () => rememberWindowState(window));
  window.on('closed', () => {
    mainWindow = null;
    service.dropLiveSubscriptions();
  });
  // A reload, a new document or a crashed renderer leaves main holding subscriptions nobody hears.
  window.webContents.on('did-start-navigation', ({ isMainFrame, isSameDocument }) => {
    if (isMainFrame && !isSameDocument) service.dropLiveSubscriptions();
  });
  window.webContents.on('render-process-gone', () => service.dropLiveSubscriptions());

  void window.loadURL(devServerUrl ?? `${APP_ORIGIN}/`);
  return window;
}

function installMenu() {
  const template = menuTemplate(
    {
      syncNow: () => void service.syncNow(),
      openDataFolder: () => void shell.openPath(dataDir),
      about: () =>
        void dialog.showMessageBox({
          type: 'info',
          title: 'About LoomConnect',
          message: `LoomConnect ${app.getVersion()}`,
          detail: `Trading workstation for the textile trade.\nData folder: ${dataDir}`,
        }),
    },
    process.platform,
  );
  Menu.setApplicationMenu(Menu.buildFromTemplate(template));
}

// One app per user: a second launch focuses the first window (two processes must not share one cache).
if (!app.requestSingleInstanceLock()) {
  app.quit();
} else {
  protocol.registerSchemesAsPrivileged([
    // The renderer's origin: standard (real paths, its own origin and storage), secure (like https), fetchable, and
    // with V8's code cache, so a restart runs the bundle's compiled code rather than compiling it again (cold start).
    {
      scheme: APP_SCHEME,
      privileges: { standard: true, secure: true, supportFetchAPI: true, corsEnabled: true, codeCache: true },
    },
    {
      scheme: LOCAL_FILES,
      privileges: { standard: true, secure: true, supportFetchAPI: true, corsEnabled: true, stream: true },
    },
  ]);
  applySecurityPolicy({ appOrigin, backendUrl: __SUPABASE_URL__ });

  app.on('second-instance', () => {
    if (!mainWindow) return;
    if (mainWindow.isMinimized()) mainWindow.restore();
    mainWindow.focus();
  });

  void app.whenReady().then(() => {
    const policy = contentSecurityPolicy({ apiUrl: __SUPABASE_URL__, platform: 'desktop' });
    protocol.handle(APP_SCHEME, createRendererHandler({ rootDir: rendererDir, contentSecurityPolicy: policy }));
    protocol.handle(LOCAL_FILES, (request) => service.serveLocalFile(request));
    registerIpcHandlers(isTrusted, service);
    installMenu();
    mainWindow = createMainWindow();
    // macOS keeps the app alive without windows and reopens one from the dock.
    app.on('activate', () => {
      if (BrowserWindow.getAllWindows().length === 0) mainWindow = createMainWindow();
    });
  });

  app.on('window-all-closed', () => {
    if (process.platform !== 'darwin') app.quit();
  });
  app.on('before-quit', () => void service.close());
}
