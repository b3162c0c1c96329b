import { useEffect } from 'react';
import { registerServiceWorker } from './service-worker';

/**
 * Marks the document `data-app-ready` once the page around it is live. A visitor's page is on screen before the app's
 * code runs (the server drew it): until this mark, a click on it does nothing. The browser tests wait for it. The
 * service worker is registered from here too.
 */
export function AppReady() {
  useEffect(() => {
    document.documentElement.dataset.appReady = '';
    registerServiceWorker();
  }, []);
  return null;
}
