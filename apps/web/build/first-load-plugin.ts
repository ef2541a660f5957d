import path from 'node:path';
import type { Plugin, Rolldown } from 'vite';
import { locales } from '../../../packages/shared/src/i18n/index.ts';
import { paths } from '../src/config/paths.ts';

/** Where the build writes the list; the server reads it (apps/server/src/http/serve-web-app.ts). */
export const firstLoadFileName = 'first-load.json';

/**
 * The pages a visitor most often opens first, with the module that route loads (app/router.tsx). Other
 * pages get the locale's catalogue only.
 */
const firstPages: Record<string, string> = {
  [paths.welcome]: 'src/features/welcome/welcome-page.tsx',
  [paths.select]: 'src/features/select/select-page.tsx',
  [paths.write]: 'src/features/write/write-page.tsx',
};

/** The catalogue module of each locale (packages/shared/src/i18n/index.ts loads it on demand). */
const catalogueModule = (locale: string) => `../../packages/shared/src/i18n/${locale}.ts`;

/** What `first-load.json` holds: the built files (scripts and stylesheets) the first render waits for. */
export interface FirstLoadFiles {
  catalogues: Record<string, string[]>;
  pages: Record<string, string[]>;
}

/**
 * Decision record 0035: the files a first visit waits for before its first render, besides the entry: the
 * locale's catalogue (the root route's loader) and the page's chunk with the chunks and stylesheets it
 * imports. The entry only asks for them once it has run, one round trip after it arrived; the server names
 * them in the HTML instead (`modulepreload`, `stylesheet`), so they load beside the entry.
 */
export function firstLoadFiles(): Plugin {
  let root = '';
  return {
    name: 'icf-first-load-files',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    generateBundle(_options, bundle) {
      const filesOf = (source: string) => chunkFiles(bundle, path.resolve(root, source));
      const files: FirstLoadFiles = {
        catalogues: Object.fromEntries(locales.map((locale) => [locale, filesOf(catalogueModule(locale))])),
        pages: Object.fromEntries(
          Object.entries(firstPages).map(([page, source]) => [page, filesOf(source)]),
        ),
      };
      this.emitFile({ type: 'asset', fileName: firstLoadFileName, source: JSON.stringify(files) });
    },
  };
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
