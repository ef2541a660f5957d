import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { translate, type Locale } from '@icf/shared/i18n';
import { pageTitle } from '../components/layouts/document-title';
import { i18nStore, setPrerenderLocale } from '../i18n/i18n-store';
import { mergedHandle } from '../lib/route-handle';
import { routerReady } from '../lib/router-ready';
import { routes } from './router';

/**
 * Decision record 0037: a page's first screen as a visitor sees it in `locale`, rendered at build time by
 * React's server renderer from the same routes and components the browser renders, so that the browser's
 * `hydrateRoot` (app/start-app.tsx) finds exactly this markup and keeps it. Data the page fetches is still
 * loading here, as it is in the browser's first render.
 */
export interface FirstScreen {
  /** The markup of `#root`. */
  markup: string;
  /** The document title, as the app sets it once it runs. */
  title: string;
}

export async function renderFirstScreen(path: string, locale: Locale): Promise<FirstScreen> {
  await setPrerenderLocale(locale);
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  await routerReady(router);
  const markup = renderToString(
    <StrictMode>
      <QueryClientProvider client={new QueryClient()}>
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
  return { markup, title };
}
