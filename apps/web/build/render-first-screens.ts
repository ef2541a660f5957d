import path from 'node:path';
import { pathToFileURL } from 'node:url';
import react from '@vitejs/plugin-react';
import { build } from 'vite';
import { locales } from '../../../packages/shared/src/i18n/index.ts';
import type * as Renderer from '../src/app/render-first-screen.tsx';
import { apiRoutesDefine } from './api-routes.ts';
import { firstScreenFontModule } from './first-screen-font.ts';

/**
 * Where the build writes the first screens' renderer (decision record 0039), beside the built front end and
 * not in it, so it is never served: the server imports it. `first-load.json` names it relative to dist.
 */
export const rendererFolder = 'dist-server';
export const rendererFile = 'render-first-screen.js';

/**
 * Builds `src/app/render-first-screen.tsx` for Node (a Vite SSR build of the same sources the browser runs),
 * which the server renders the first screens with, and returns the text of each (`<locale> <path>`) as a
 * visitor of an installation without contacts or institution lists sees it: the characters each cut of the
 * web font is made of. Core-set names (data of the server) are not among them.
 */
export async function buildFirstScreenRenderer(root: string): Promise<Record<string, string>> {
  const outDir = path.join(root, rendererFolder);
  await build({
    root,
    configFile: false,
    logLevel: 'warn',
    publicDir: false,
    // The same calls' table as the browser's build: a first screen may name a download's path (decision 0059).
    define: apiRoutesDefine,
    plugins: [react(), firstScreenFontModule(() => ({}))],
    build: { ssr: 'src/app/render-first-screen.tsx', outDir, emptyOutDir: true, minify: false },
  });
  const moduleUrl = pathToFileURL(path.join(outDir, rendererFile)).href;
  // A query per build, so a watching build does not get the module Node has cached from the last one.
  const renderer = (await import(`${moduleUrl}?build=${Date.now()}`)) as typeof Renderer;
  const texts: Record<string, string> = {};
  for (const locale of locales) {
    for (const page of renderer.firstScreenPaths) {
      const screen = await renderer.renderFirstScreen(page, locale, { site: { contacts: [] }, coreSets: [] });
      // The CSP refuses style attributes in served HTML (decision record 0016): such a screen would differ.
      if (/\sstyle="/.test(screen.markup)) {
        throw new Error(`first screen of ${page} (${locale}) has a style attribute`);
      }
      texts[`${locale} ${page}`] = screenText(screen.markup) + screen.title;
    }
  }
  return texts;
}

const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#x27': "'", '#39': "'" };

/** The text a screen shows: its markup without tags, React's escapes undone. */
function screenText(markup: string): string {
  return markup
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(amp|lt|gt|quot|#x27|#39);/g, (_match, name: string) => entities[name] ?? '');
}
