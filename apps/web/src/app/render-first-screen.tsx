import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { translate, type Locale } from '@icf/shared/i18n';
import { pageTitle } from '../components/layouts/document-title';
import { paths } from '../config/paths';
import { i18nStore, setPrerenderLocale } from '../i18n/i18n-store';
import { mergedHandle } from '../lib/route-handle';
import { routerReady } from '../lib/router-ready';
import { seedFirstScreenData, type FirstScreenData } from './first-screen-data';
import { routes } from './router';

export { firstScreenDataId, type FirstScreenData } from './first-screen-data';

/**
 * The pages a visitor most often opens first, whose first screen the server sends rendered, each with the
 * data its first screen shows: the landing page's footer names the contacts, the select page lists the core
 * sets, the write screen shows neither before the codes have come.
 */
const firstScreens: Record<string, readonly (keyof FirstScreenData)[]> = {
  [paths.welcome]: ['site'],
  [paths.select]: ['coreSets'],
  [paths.write]: [],
};

export const firstScreenPaths: readonly string[] = Object.keys(firstScreens);

export interface FirstScreen {
  /** The markup of `#root`. */
  markup: string;
  /** The document title, as the app sets it once it runs. */
  title: string;
  /** The data the screen shows, for the app's first render (app/first-screen-data.ts). */
  data: Partial<FirstScreenData>;
}

/**
 * Decision record 0039: a page's first screen as a visitor sees it in `locale`, rendered by React's server
 * renderer from the same routes and components the browser renders, so that the browser's `hydrateRoot`
 * (app/start-app.tsx) finds exactly this markup and keeps it. The server calls it (a Vite SSR build of this
 * module) with what its API answers a visitor; data the page fetches otherwise is still loading here, as it
 * is in the browser's first render. Calls must not overlap: the locale is the app's one store.
 */
export async function renderFirstScreen(
  path: string,
  locale: Locale,
  data: FirstScreenData,
): Promise<FirstScreen> {
  await setPrerenderLocale(locale);
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  await routerReady(router);
  const shown = Object.fromEntries(
    (firstScreens[path] ?? []).map((name) => [name, data[name]]),
  ) as Partial<FirstScreenData>;
  const queryClient = new QueryClient();
  seedFirstScreenData(queryClient, shown);
  const markup = renderToString(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </StrictMode>,
  );
  const messages = i18nStore.get().messages!;
  const title = pageTitle(
    (key) => translate(messages, key),
    mergedHandle(router.state.matches.map((match) => match.route)).title,
  );
  router.dispose();
  return { markup, title, data: shown };
}
