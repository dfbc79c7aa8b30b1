import { app, session, shell, type Event } from 'electron';
import { decideNavigation, decideWindowOpen, type NavigationContext } from './navigation.ts';

/**
 * App-wide guards for every web contents: no webviews, no permission prompts, and the navigation
 * rules of navigation.ts: the app's pages and auth action links stay in the window, an app path opened
 * as a new window loads in it, the web opens in the system browser, nothing else loads.
 */
export function applySecurityPolicy(context: NavigationContext): void {
  app.on('web-contents-created', (_event, contents) => {
    contents.on('will-attach-webview', (event) => event.preventDefault());
    contents.on('will-navigate', (event: Event, url: string) => {
      const decision = decideNavigation(url, context);
      if (decision.action === 'allow') return;
      event.preventDefault();
      if (decision.openExternal) void shell.openExternal(decision.openExternal);
    });
    // A redirect is the server's choice, not the user's: off the rules, it stops without opening anything.
    contents.on('will-redirect', (event: Event, url: string) => {
      if (decideNavigation(url, context).action !== 'allow') event.preventDefault();
    });
    contents.setWindowOpenHandler(({ url }) => {
      const decision = decideWindowOpen(url, context);
      if (decision.action === 'open-in-app') void contents.loadURL(`${context.appOrigin}${decision.path}`);
      if (decision.action === 'open-external') void shell.openExternal(decision.url);
      return { action: 'deny' };
    });
  });
  void app.whenReady().then(() => {
    session.defaultSession.setPermissionRequestHandler((_contents, _permission, callback) => callback(false));
  });
}
