import { useToasts } from '../state/toasts';

const UPDATE_MESSAGE = 'A new version is available';

/**
 * Registers the build's service worker (production only: the dev server has none), which keeps every file
 * of the build so the app works offline after one visit. When a new deployment has installed beside the
 * running one, a toast offers Reload; only that click moves the tab to it, so nothing reloads while the
 * user has input on screen.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const base = import.meta.env.BASE_URL;
  let reloadRequested = false;

  navigator.serviceWorker.addEventListener('controllerchange', () => {
    // Only the tab whose Reload was clicked reloads; other tabs keep running until their user chooses.
    if (reloadRequested) window.location.reload();
  });

  const offerUpdate = (waiting: ServiceWorker) =>
    useToasts.getState().addToast(UPDATE_MESSAGE, 'info', Infinity, {
      label: 'Reload',
      run: () => {
        reloadRequested = true;
        waiting.postMessage({ type: 'SKIP_WAITING' });
      },
    });

  const watch = (registration: ServiceWorkerRegistration) => {
    // A new build is only an update when this tab already runs an older one (not on the first visit).
    if (registration.waiting && navigator.serviceWorker.controller) offerUpdate(registration.waiting);
    registration.addEventListener('updatefound', () => {
      const installing = registration.installing;
      installing?.addEventListener('statechange', () => {
        if (installing.state === 'installed' && navigator.serviceWorker.controller) offerUpdate(installing);
      });
    });
    // A tab left open for days still hears of new deployments.
    setInterval(() => void registration.update().catch(() => {}), 60 * 60 * 1000);
  };

  window.addEventListener('load', () => {
    navigator.serviceWorker
      .register(`${base}sw.js`, { scope: base })
      .then(watch)
      .catch(() => {
        // No service worker (private mode, blocked by policy): the app works online as before.
      });
  });
}
