import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router/dom';
import { nextTask } from '../lib/next-task';
import { routerReady } from '../lib/router-ready';
import { seedFirstScreenData, takeFirstScreenData } from './first-screen-data';
import { queryClient } from './query-client';
import { firstPageNeedsReferenceData, prefetchCoreSets } from './reference-data';
import { createRouter } from './router';

/**
 * Starts the app in `container`. A page the server sent rendered (a visitor's first screen, decision record
 * 0039) is taken over with `hydrateRoot`, which keeps its nodes, so the screen is not drawn again, with the
 * data the server rendered it with (the footer's contacts, a visitor's core sets) already in the cache. It starts
 * once the router has what the first render needs (the catalogue, the page's chunk), so the first render
 * matches the server's, and inside a transition, so React does the work in short slices instead of one long
 * task. Any other page renders from nothing.
 */
export async function startApp(container: HTMLElement, { prerendered }: { prerendered: boolean }) {
  // The data the server rendered the page with: the first render shows the same.
  const data = prerendered ? takeFirstScreenData() : null;
  if (data) seedFirstScreenData(queryClient, data);
  // The query cache, the router (which runs the first route's loaders) and the core sets' request are each
  // a task of their own: on a slow phone, the first run of their code took 50 to 180 ms in one task.
  await nextTask();
  const router = createRouter();
  await nextTask();
  if (firstPageNeedsReferenceData(router)) prefetchCoreSets();
  const app = (
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </StrictMode>
  );
  if (!prerendered) return void createRoot(container).render(app);
  await routerReady(router);
  startTransition(() => void hydrateRoot(container, app));
}
