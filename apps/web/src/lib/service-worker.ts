import { createExternalStore } from './external-store';

/** Where the build writes the worker (build/service-worker-plugin.ts); it controls the whole origin. */
const workerUrl = '/service-worker.js';

/** A new release's worker, installed and waiting for the user to accept the reload (null: none). */
export const waitingRelease = createExternalStore<ServiceWorker | null>(null);

/**
 * Decision record 0026: registers the service worker. The root layout calls it once the first screen has been
 * painted and the page has loaded, when the browser is idle (decision record 0035), so a first visit loads
 * nothing extra before it. A new release waits (the worker does not skip waiting) until the user
 * accepts the reload the connection bar offers; the page then reloads, and the draft, written on `pagehide`,
 * comes back from localStorage as after any reload.
 */
export async function registerServiceWorker(): Promise<void> {
  if (import.meta.env.DEV || !('serviceWorker' in navigator)) return;
  let registration: ServiceWorkerRegistration | undefined;
  try {
    registration = await navigator.serviceWorker.register(workerUrl, { updateViaCache: 'none' });
  } catch (error) {
    console.error('The service worker could not be registered', error);
    return;
  }
  // A browser that blocks service workers by policy (automation does so) may settle with no registration.
  if (!registration) return;
  const offer = (worker: ServiceWorker | null) => {
    // Without a controller this is the first install, not a new release.
    if (worker && navigator.serviceWorker.controller) waitingRelease.set(worker);
  };
  offer(registration.waiting);
  registration.addEventListener('updatefound', () => {
    const installing = registration.installing;
    installing?.addEventListener('statechange', () => {
      if (installing.state === 'installed') offer(installing);
    });
  });
  const ready = await navigator.serviceWorker.ready;
  handOverFontFiles(ready.active);
  if (!navigator.serviceWorker.controller) {
    // A first visit: fonts loaded until the worker took the page over are handed over again.
    navigator.serviceWorker.addEventListener(
      'controllerchange',
      () => handOverFontFiles(navigator.serviceWorker.controller),
      { once: true },
    );
    // The worker claims the pages open when it activates, but a page whose navigation was under way then
    // (the first visit moving on from /select to /write) is left out, and so is a page loaded with a hard
    // reload; until it is taken over, going offline would lose it. So an uncontrolled page asks.
    ready.active?.postMessage({ type: 'take-over-page' });
  }
}

/** The user accepted the new release: it takes over, and the page reloads under it. */
export function activateWaitingRelease(): void {
  const worker = waitingRelease.get();
  if (!worker) return;
  navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), {
    once: true,
  });
  worker.postMessage({ type: 'activate-new-release' });
}

/**
 * The font files this page loaded before the worker controlled it (a first visit) are handed to it, so it
 * keeps them for offline use; they come from the HTTP cache.
 */
function handOverFontFiles(worker: ServiceWorker | null): void {
  const urls = performance
    .getEntriesByType('resource')
    .map((entry) => entry.name)
    .filter((name) => /\.woff2?$/.test(new URL(name).pathname));
  if (urls.length > 0 && worker) worker.postMessage({ type: 'keep-font-files', urls });
}
