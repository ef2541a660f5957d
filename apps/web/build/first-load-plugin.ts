import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Plugin, Rolldown } from 'vite';
import { loadMessages, locales, type Locale } from '../../../packages/shared/src/i18n/index.ts';
import { paths } from '../src/config/paths.ts';
import { firstScreenFontModule, subsetFirstScreenFont, type FirstScreenFonts } from './first-screen-font.ts';
import { buildFirstScreenRenderer, rendererFile, rendererFolder } from './render-first-screens.ts';

/** Where the build writes the list; the server reads it (apps/server/src/http/serve-web-app.ts). */
export const firstLoadFileName = 'first-load.json';

/** The module the entry loads the app from (src/main.tsx): its chunk is the app's first file. */
export const appStartModule = 'src/app/start-app.tsx';

/**
 * The pages a visitor most often opens first, with the module that route loads (app/router.tsx). Other
 * pages get the app's files and the locale's catalogue only.
 */
const firstPages: Record<string, string> = {
  [paths.welcome]: 'src/features/welcome/welcome-page.tsx',
  [paths.select]: 'src/features/select/select-page.tsx',
  [paths.write]: 'src/features/write/write-page.tsx',
};

/** The catalogue module of each locale (packages/shared/src/i18n/index.ts loads it on demand). */
const catalogueModule = (locale: string) => `../../packages/shared/src/i18n/${locale}.ts`;
/** Its frame, all that the landing page loads (`loadFrameMessages`, the root route's loader in app/router.tsx). */
const frameModule = (locale: string) => `../../packages/shared/src/i18n/${locale}-frame.ts`;
const framePages: readonly string[] = [paths.welcome];

/** What `first-load.json` holds. */
export interface FirstLoadFiles {
  /** The app's chunk and the chunks it imports (the entry itself is in index.html). */
  app: string[];
  /** Per locale, its catalogue's chunks, and those of its frame alone. */
  catalogues: Record<string, { all: string[]; frame: string[] }>;
  /** The pages that load the catalogue's frame alone (decision record 0039). */
  framePages: string[];
  /** Per first page, its chunk with the chunks and stylesheets it imports. */
  pages: Record<string, string[]>;
  /** The module the server renders the first screens with, relative to dist (decision record 0039). */
  renderer: string;
}

/** Every printable ASCII character: Latin text in data (a set's English name) needs no other font file. */
const printableAscii = String.fromCharCode(...Array.from({ length: 95 }, (_, index) => 32 + index));

/**
 * The names of the official core sets the project ships (icf-data/, decision record 0023), in Korean and
 * English: what the select screen lists for a visitor of an installation without institution lists.
 */
async function officialCoreSetNames(root: string): Promise<string> {
  const icfData = path.resolve(root, '../../icf-data');
  const korean = JSON.parse(await readFile(path.join(icfData, 'core-set-names.ko.json'), 'utf8')) as {
    names: Record<string, string>;
  };
  const sets = JSON.parse(await readFile(path.join(icfData, 'core-sets.verified.json'), 'utf8')) as {
    name: string;
  }[];
  return [...Object.values(korean.names), ...sets.map((set) => set.name)].join('');
}

/**
 * The cut of the web font for each first screen (decision record 0039): the landing page's has that screen's
 * characters only, its first visit being held to 150 KB. The select and write screens show their forms and
 * lists right after the first screen: theirs has every character of the locale's catalogue too (about 490
 * in Korean), of the official core sets' names and of ASCII (~35 KB per weight), so no text of the interface
 * and of a visitor's set list waits for the full font's subsets; only other data (ICF titles) does.
 *
 * Decision records 0035 and 0039: the files a first visit needs besides the entry, which the server names in
 * the HTML: the app, the locale's catalogue (the root route's loader) and the page's chunk. And the module the
 * server renders a visitor's first screens with (React's server renderer over the same sources), with a Noto
 * Sans KR cut down to those screens' characters.
 */
export function firstLoadFiles(): Plugin[] {
  let root = '';
  let build = true;
  let built = false;
  const fonts: FirstScreenFonts = {};
  return [
    firstScreenFontModule(() => fonts),
    {
      name: 'icf-first-load-files',
      configResolved(config) {
        root = config.root;
        build = config.command === 'build';
      },
      async buildStart() {
        if (!build) return;
        const texts = await buildFirstScreenRenderer(root);
        const catalogue = await officialCoreSetNames(root);
        for (const [screen, text] of Object.entries(texts)) {
          const [locale, page] = screen.split(' ') as [Locale, string];
          const cut = await subsetFirstScreenFont(
            framePages.includes(page)
              ? text
              : text + Object.values(await loadMessages(locale)).join('') + catalogue + printableAscii,
          );
          fonts[screen] = cut;
          for (const { fileName, source } of Object.values(cut.files)) {
            this.emitFile({ type: 'asset', fileName, source });
          }
        }
        built = true;
      },
      generateBundle(_options, bundle) {
        if (!built) return;
        const filesOf = (source: string) => chunkFiles(bundle, path.resolve(root, source));
        const files: FirstLoadFiles = {
          app: filesOf(appStartModule),
          catalogues: Object.fromEntries(
            locales.map((locale) => [
              locale,
              { all: filesOf(catalogueModule(locale)), frame: filesOf(frameModule(locale)) },
            ]),
          ),
          framePages: [...framePages],
          pages: Object.fromEntries(
            Object.entries(firstPages).map(([page, source]) => [page, filesOf(source)]),
          ),
          renderer: `../${rendererFolder}/${rendererFile}`,
        };
        this.emitFile({ type: 'asset', fileName: firstLoadFileName, source: JSON.stringify(files) });
      },
    },
  ];
}

/**
 * The chunk that holds `modulePath`, the chunks it imports (not the entry, which the HTML already loads) and
 * their stylesheets, as paths the browser asks for.
 */
function chunkFiles(bundle: Rolldown.OutputBundle, modulePath: string): string[] {
  const chunks = Object.values(bundle).filter(
    (output): output is Rolldown.OutputChunk => output.type === 'chunk',
  );
  const holder = chunks.find((chunk) => chunk.moduleIds.includes(modulePath));
  if (!holder) throw new Error(`first-load files: no chunk holds ${modulePath}`);
  const files = new Set<string>();
  const visit = (chunk: Rolldown.OutputChunk) => {
    if (chunk.isEntry || files.has(`/${chunk.fileName}`)) return;
    files.add(`/${chunk.fileName}`);
    for (const css of chunk.viteMetadata?.importedCss ?? []) files.add(`/${css}`);
    for (const imported of chunk.imports) {
      const next = chunks.find((candidate) => candidate.fileName === imported);
      if (next) visit(next);
    }
  };
  visit(holder);
  return [...files];
}
