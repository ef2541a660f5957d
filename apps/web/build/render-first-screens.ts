import path from 'node:path';
import { pathToFileURL } from 'node:url';
import react from '@vitejs/plugin-react';
import { build } from 'vite';
import { locales, type Locale } from '../../../packages/shared/src/i18n/index.ts';
import { paths } from '../src/config/paths.ts';
import { firstScreenFontModule } from './first-screen-font.ts';

/**
 * The pages whose first screen the build renders (decision record 0037): a visitor's landing page and write
 * screen show no data of the server before their script has run. The select screen lists the core sets,
 * which the server holds, so it is not among them.
 */
export const prerenderedPages = [paths.welcome, paths.write];

/** A page's first screen: the markup React's server renderer made of it, and the page's document title. */
export interface FirstScreen {
  markup: string;
  title: string;
}

/** Per locale, per page. */
export type FirstScreens = Record<Locale, Record<string, FirstScreen>>;

/**
 * Builds `src/app/render-first-screen.tsx` for Node (a Vite SSR build of the same sources), then renders each
 * page in each locale with it. The pages render one after the other: the locale is the app's one store.
 */
export async function renderFirstScreens(root: string): Promise<FirstScreens> {
  const outDir = path.join(root, 'node_modules/.cache/icf-first-screens');
  await build({
    root,
    configFile: false,
    logLevel: 'warn',
    plugins: [react(), firstScreenFontModule(() => null)],
    build: { ssr: 'src/app/render-first-screen.tsx', outDir, emptyOutDir: true, minify: false },
  });
  const moduleUrl = pathToFileURL(path.join(outDir, 'render-first-screen.js')).href;
  // A query per build, so a watching build does not get the module Node has cached from the last one.
  const { renderFirstScreen } = (await import(`${moduleUrl}?build=${Date.now()}`)) as {
    renderFirstScreen(path: string, locale: Locale): Promise<FirstScreen>;
  };
  const screens = {} as FirstScreens;
  for (const locale of locales) {
    screens[locale] = {};
    for (const page of prerenderedPages) {
      const screen = await renderFirstScreen(page, locale);
      // The CSP refuses style attributes in served HTML (decision record 0016): such a screen would differ.
      if (/\sstyle="/.test(screen.markup)) {
        throw new Error(`first screen of ${page} (${locale}) has a style attribute`);
      }
      screens[locale][page] = screen;
    }
  }
  return screens;
}

const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#x27': "'", '#39': "'" };

/** The text a screen shows: its markup without tags, React's escapes undone. */
export function screenText(markup: string): string {
  return markup
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(amp|lt|gt|quot|#x27|#39);/g, (_match, name: string) => entities[name] ?? '');
}
