/**
 * Registers /service-worker.js after load, in production builds only: a worker caching the
 * app shell in dev would serve stale modules and fight Vite's hot reload.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  window.addEventListener('load', () => {
    navigator.serviceWorker.register('/service-worker.js').catch((error: unknown) => {
      // Offline support is an extra: the app works without it.
      console.warn('Service worker registration failed', error);
    });
  });
}
