/**
 * Registers the service worker (the installable app's offline shell, built by vite-plugin-pwa) once the first page is
 * live and the browser has nothing else to do, so that its download of the app's files never competes with the page
 * a person is waiting for on a slow phone.
 */
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator) || import.meta.env.DEV) return;
  const register = () => void navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch(() => {});
  if ('requestIdleCallback' in window) requestIdleCallback(register, { timeout: 10_000 });
  else setTimeout(register, 3_000);
}
