import { app, session, shell } from 'electron';

/**
 * App-wide guards for every web contents: no webviews, no permission prompts, no navigation
 * away from the app, and new windows only as https links in the system browser.
 */
export function applySecurityPolicy(isTrusted: (url: string) => boolean): void {
  app.on('web-contents-created', (_event, contents) => {
    contents.on('will-attach-webview', (event) => event.preventDefault());
    contents.on('will-navigate', (event, url) => {
      if (!isTrusted(url)) event.preventDefault();
    });
    contents.on('will-redirect', (event, url) => {
      if (!isTrusted(url)) event.preventDefault();
    });
    contents.setWindowOpenHandler(({ url }) => {
      if (url.startsWith('https://')) void shell.openExternal(url);
      return { action: 'deny' };
    });
  });
  void app.whenReady().then(() => {
    session.defaultSession.setPermissionRequestHandler((_contents, _permission, callback) => callback(false));
  });
}
