/**
 * The app's service worker (decision record 0026). It keeps the app shell, the Korean web-font files and the
 * public ICF reference data, so that /select and /write open without a network after one visit. It never
 * keeps anything personal: every other API answer goes to the network untouched, and an answer the server
 * marks `private` or `no-store` is never stored, whatever its path.
 *
 * The build (build/service-worker-plugin.ts) puts `self.__SHELL__` in front of this file: the release's
 * version, the files of its shell (index.html, scripts, stylesheets, icons, manifests) and the paths of the
 * public reference data, from their contracts.
 */
declare const self: ServiceWorkerGlobalScope & {
  __SHELL__: { version: string; files: string[]; referencePaths: string[] };
};

const shell = self.__SHELL__;
const shellCachePrefix = 'icf-shell-';
const shellCache = `${shellCachePrefix}${shell.version}`;
/** Font files are hashed and immutable: one cache for every release, added to as pages need them. */
const fontCache = 'icf-fonts';
/** The public reference data: refreshed from the network whenever there is one. */
const referenceCache = 'icf-reference-data';
/** The only API answers ever stored: public, the same for everyone (the core sets only in their public form). */
const publicReferencePaths = shell.referencePaths;
const appShellUrl = '/index.html';
/** The path of a self-report link (shared `selfReportPathPrefix`; the worker imports nothing). */
const selfReportPagePrefix = '/self-report/';

self.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      const cache = await caches.open(shellCache);
      // The hashed files come from the HTTP cache when the page has just loaded them; the others (index.html,
      // the manifests) are asked for again, so the shell holds this release's copies.
      await cache.addAll(
        shell.files.map(
          (url) => new Request(url, { cache: url.startsWith('/assets/') ? 'default' : 'no-cache' }),
        ),
      );
      // Without credentials, so the core sets are the public catalogue, never a user's own sets.
      const reference = await caches.open(referenceCache);
      await Promise.all(
        publicReferencePaths.map(async (path) => {
          try {
            const response = await fetch(path, { credentials: 'omit' });
            if (isStorable(response)) await reference.put(path, response);
          } catch {
            // Offline during install: the pages fetch the data themselves, and it is stored then.
          }
        }),
      );
    })(),
  );
  // No skipWaiting here: a new release waits until the user accepts the reload the page offers.
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const names = await caches.keys();
      await Promise.all(
        names
          .filter((name) => name.startsWith(shellCachePrefix) && name !== shellCache)
          .map((name) => caches.delete(name)),
      );
      // The first visit's page is taken over at once, so the font files it loads next are kept too.
      await self.clients.claim();
    })(),
  );
});

self.addEventListener('message', (event) => {
  const data: unknown = event.data;
  if (!data || typeof data !== 'object' || !('type' in data)) return;
  if (data.type === 'activate-new-release') void self.skipWaiting();
  // A page this worker does not control yet asks the active worker (registerServiceWorker in the page):
  // claiming takes over every open page of the origin, as activation does on a first visit.
  if (data.type === 'take-over-page') event.waitUntil(self.clients.claim());
  if (data.type === 'keep-font-files' && 'urls' in data && Array.isArray(data.urls)) {
    event.waitUntil(keepFontFiles(data.urls.filter((url): url is string => typeof url === 'string')));
  }
});

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  // A client's self-report link (decision record 0053): its page and its calls always go to the network, so
  // the server's 404 for a used, expired or revoked link is what the phone shows, and nothing of it is kept.
  if (
    url.pathname.startsWith(selfReportPagePrefix) ||
    url.pathname.startsWith(`/api${selfReportPagePrefix}`)
  ) {
    return;
  }

  if (request.mode === 'navigate' && !url.pathname.startsWith('/api/')) {
    event.respondWith(fromShell(appShellUrl, request));
  } else if (isFontFile(url)) {
    event.respondWith(fontFile(request));
  } else if (publicReferencePaths.includes(url.pathname) && url.search === '') {
    event.respondWith(referenceData(request, url.pathname));
  } else if (!url.pathname.startsWith('/api/')) {
    event.respondWith(fromShell(url.pathname, request));
  }
  // Every other API call (the user, documents, clients, suggestions, …) is left to the network.
});

/** The shell's copy when this release has it, otherwise the network (a file added after the release). */
async function fromShell(path: string, request: Request): Promise<Response> {
  const cached = await caches.match(path, { cacheName: shellCache });
  return cached ?? fetch(request);
}

function isFontFile(url: URL): boolean {
  return url.pathname.startsWith('/assets/') && /\.woff2?$/.test(url.pathname);
}

async function fontFile(request: Request): Promise<Response> {
  const cache = await caches.open(fontCache);
  const cached = await cache.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  if (isStorable(response)) await cache.put(request, response.clone());
  return response;
}

/** The page hands over the font files it loaded before this worker controlled it (from the HTTP cache). */
async function keepFontFiles(urls: string[]): Promise<void> {
  const cache = await caches.open(fontCache);
  for (const href of urls) {
    const url = new URL(href, self.location.origin);
    if (url.origin !== self.location.origin || !isFontFile(url) || (await cache.match(url.pathname)))
      continue;
    try {
      const response = await fetch(url.pathname);
      if (isStorable(response)) await cache.put(url.pathname, response);
    } catch {
      // Gone offline meanwhile: the next visit keeps it.
    }
  }
}

/**
 * Network first, so a new catalogue shows as soon as there is a connection (the server answers 304 to the
 * HTTP cache's ETag, so an unchanged catalogue costs a few hundred bytes); the stored copy when offline.
 * A signed-in user's core sets come back `private` and are not stored: offline they see the public ones.
 */
async function referenceData(request: Request, path: string): Promise<Response> {
  const cache = await caches.open(referenceCache);
  try {
    const response = await fetch(request);
    if (isStorable(response)) await cache.put(path, response.clone());
    return response;
  } catch (error) {
    const cached = await cache.match(path);
    if (cached) return cached;
    throw error;
  }
}

/** Only complete, public answers: never one the server marks private (a user's data) or not to be stored. */
function isStorable(response: Response): boolean {
  const cacheControl = response.headers.get('cache-control') ?? '';
  return response.status === 200 && response.type === 'basic' && !/\b(private|no-store)\b/.test(cacheControl);
}
