import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import type { CoreSetGroup, SiteInfo } from '@icf/shared';
import { locales, type Locale } from '@icf/shared/i18n';
import type { Logger } from './logger';

/** What the server's API answers a visitor for the data a first screen shows. */
export interface FirstScreenData {
  site: SiteInfo;
  coreSets: CoreSetGroup[];
}

/** A page's first screen: the markup of `#root`, its title, and the data it shows, as JSON. */
export interface FirstScreen {
  markup: string;
  title: string;
  dataJson: string;
}

/** The web build's renderer module (apps/web/src/app/render-first-screen.tsx, built for Node). */
interface RendererModule {
  firstScreenPaths: readonly string[];
  renderFirstScreen(
    path: string,
    locale: Locale,
    data: FirstScreenData,
  ): Promise<{ markup: string; title: string; data: Partial<FirstScreenData> }>;
}

export interface FirstScreens {
  /** The page's first screen as a visitor sees it; undefined for other pages, or without a renderer. */
  screenFor(path: string, locale: Locale): Promise<FirstScreen | undefined>;
}

/** Rendered screens kept: per locale, page and data; a change of data (an institution list) adds one. */
const keptScreens = 64;

/**
 * Decision record 0039: renders a visitor's first screens with the web build's renderer, given what the API
 * answers a visitor (`data`: the footer's contacts, the core sets with the institution lists). A screen is
 * rendered once per locale, page and data, and the renders run one at a time (the renderer's locale is one
 * store). The module is imported at start-up, in the background; until it is there, or without one (an API-only
 * build, an older build) or when a render fails, the page is rendered in the browser as before.
 */
export function loadFirstScreens(
  rendererFile: string | undefined,
  data: () => Promise<FirstScreenData>,
  logger: Logger,
): FirstScreens {
  if (!rendererFile || !existsSync(rendererFile)) return { screenFor: async () => undefined };
  let renderer: RendererModule | null = null;
  const rendered = new Map<string, Promise<FirstScreen | undefined>>();
  let queue: Promise<unknown> = Promise.resolve();
  const screens: FirstScreens = {
    async screenFor(path, locale) {
      const module = renderer;
      if (!module?.firstScreenPaths.includes(path)) return undefined;
      const answers = await data();
      const dataJson = JSON.stringify(answers);
      const key = `${locale} ${path} ${createHash('sha256').update(dataJson).digest('base64url')}`;
      let screen = rendered.get(key);
      if (!screen) {
        if (rendered.size >= keptScreens) rendered.clear();
        screen = queue.then(() =>
          module.renderFirstScreen(path, locale, answers).then(
            ({ markup, title, data: shown }) => ({ markup, title, dataJson: JSON.stringify(shown) }),
            (error: unknown) => {
              logger.error('first screen could not be rendered', { path, locale, error: String(error) });
              return undefined;
            },
          ),
        );
        queue = screen;
        rendered.set(key, screen);
      }
      return screen;
    },
  };
  // Loaded and rendered once in the background, so no visitor waits for either.
  import(pathToFileURL(rendererFile).href).then(
    (loaded: RendererModule) => {
      renderer = loaded;
      for (const locale of locales) {
        for (const path of loaded.firstScreenPaths) void screens.screenFor(path, locale);
      }
    },
    (error: unknown) => logger.error('first-screen renderer could not be loaded', { error: String(error) }),
  );
  return screens;
}
