import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Rolldown } from 'vite';

/** The pages of the documentation flow whose code loads as one chunk (decision record 0022). */
const documentationPages = /[\\/]features[\\/](select|write)[\\/](select|write)-page\.tsx$/;
/** The locale catalogues, which every page loads: what they import stays out of that chunk. */
const localeCatalogues = /[\\/]packages[\\/]shared[\\/]src[\\/]i18n[\\/](en|kr)\.ts$/;
/** The module the entry loads the app from (src/main.tsx, decision record 0039). */
const appStart = /[\\/]src[\\/]app[\\/]start-app\.tsx$/;
/** The client's self-report page (decision record 0053): loaded alone by the entry, it must not need this chunk. */
const selfReportPage = /[\\/]features[\\/]self-report[\\/]client-page[\\/]self-report-page\.ts$/;
/** zod, which only the request schemas use: the app checks a few answers with them, never on a first screen. */
const zodModule = /[\\/]node_modules[\\/]zod[\\/]/;
/** The shared package's modules; those that define zod schemas are left to the chunks that use them (below). */
const sharedModule = /[\\/]packages[\\/]shared[\\/]src[\\/]/;

type ModuleGraph = Rolldown.ChunkingContext;

/**
 * Every module that `roots` import statically, directly or through others, the roots included. Through a
 * feature's public entry (`features/<name>/index.ts`, decision record 0051) only the parts whose names the
 * importer takes count: the entry re-exports the whole feature, and a page that takes one hook from it does
 * not need the rest.
 */
function staticClosure(roots: Iterable<string>, graph: ModuleGraph): Set<string> {
  const reached = new Set<string>();
  const pending = [...roots];
  for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
    if (reached.has(id)) continue;
    reached.add(id);
    if (featureEntry.test(id)) continue;
    for (const imported of graph.getModuleInfo(id)?.importedIds ?? []) {
      if (featureEntry.test(imported)) pending.push(imported, ...partsTaken(id, imported, graph));
      else pending.push(imported);
    }
  }
  return reached;
}

/** A feature's public entry, which only re-exports the feature's parts (decision record 0051). */
const featureEntry = /[\\/]src[\\/]features[\\/][^\\/]+[\\/]index\.ts$/;
const namedImports = /import\s+(type\s+)?\{([^}]*)\}\s*from\s*'([^']+)'/g;
const namedReExports = /export\s+(type\s+)?\{([^}]*)\}\s*from\s*'([^']+)'/g;

/** The names a module's `import { … } from '…'` statements take as values, per resolved path without extension. */
function valueNames(file: string, pattern: RegExp): Map<string, string[]> {
  const names = new Map<string, string[]>();
  for (const [, typeOnly, list = '', specifier = ''] of readFileSync(file, 'utf8').matchAll(pattern)) {
    if (typeOnly || !specifier.startsWith('.')) continue;
    const target = path.resolve(path.dirname(file), specifier).replace(/\.tsx?$/, '');
    const values = list
      .split(',')
      .map((item) => item.trim())
      .filter((item) => item && !item.startsWith('type '))
      .map((item) => item.split(/\s+as\s+/)[0] ?? item);
    names.set(target, [...(names.get(target) ?? []), ...values]);
  }
  return names;
}

function withoutQuery(id: string): string {
  return id.split('?', 1)[0] ?? id;
}

/** The modules of `entry` (a feature's public entry) that provide what `importer` imports from it. */
function partsTaken(importer: string, entry: string, graph: ModuleGraph): string[] {
  const importerFile = withoutQuery(importer);
  if (!/\.tsx?$/.test(importerFile)) return graph.getModuleInfo(entry)?.importedIds.slice() ?? [];
  const taken = new Set(valueNames(importerFile, namedImports).get(path.dirname(entry)) ?? []);
  const byPath = new Map(
    (graph.getModuleInfo(entry)?.importedIds ?? []).map((id) => [
      withoutQuery(id).replace(/\.tsx?$/, ''),
      id,
    ]),
  );
  return [...valueNames(entry, namedReExports)]
    .filter(([, names]) => names.some((name) => taken.has(name)))
    .flatMap(([target]) => byPath.get(target) ?? []);
}

/**
 * A Rolldown `codeSplitting` group name function: 'app' for the app's start (`src/app/start-app.tsx`) and
 * every module it imports statically, that is React, React Router, TanStack Query and the app's frame: one
 * file, which the entry loads (decision record 0039), instead of the chunks Rolldown would split off
 * because lazy pages share them (decision record 0022).
 */
export function appChunk(): Rolldown.CodeSplittingNameFunction {
  let members: Set<string> | null = null;
  return (moduleId, graph) => {
    members ??= staticClosure(
      allModules(moduleId, graph).filter((id) => appStart.test(id)),
      graph,
    );
    return members.has(moduleId) ? 'app' : null;
  };
}

/**
 * A Rolldown `codeSplitting` group name function: 'documentation' for the modules that the select and write
 * pages import and that neither the entry, nor the app's start, nor a locale catalogue, nor a shared schema needs. Those keep
 * their chunks, and everything they import is outside the group too, so the chunk never imports a module that
 * imports it back: its code runs in the order the modules import each other, although the group does not
 * pull in its dependencies.
 */
export function documentationChunk(): Rolldown.CodeSplittingNameFunction {
  let members: Set<string> | null = null;
  return (moduleId, graph) => {
    members ??= documentationModules(moduleId, graph);
    return members.has(moduleId) ? 'documentation' : null;
  };
}

function documentationModules(anyModuleId: string, graph: ModuleGraph): Set<string> {
  const all = allModules(anyModuleId, graph);
  const entries = all.filter((id) => graph.getModuleInfo(id)?.isEntry);
  const excluded = staticClosure(
    [
      ...entries,
      ...all.filter(
        (id) =>
          appStart.test(id) || localeCatalogues.test(id) || zodModule.test(id) || selfReportPage.test(id),
      ),
    ],
    graph,
  );
  // A request's schemas (documents, client goals, a code entry …): the pages use the plain rules, fields and
  // limits beside them, and the 409 schemas only when a save answers 409 (lib/is-save-conflict.ts loads them
  // then). The package's index re-exports every schema module, so the pages reach them all; kept out of the
  // group, they go with that lazy chunk instead of being evaluated, zod with them, with the first screens.
  const isSchemas = (id: string) =>
    sharedModule.test(id) && (graph.getModuleInfo(id)?.importedIds ?? []).some((dep) => zodModule.test(dep));
  const pages = all.filter((id) => documentationPages.test(id));
  return new Set([...staticClosure(pages, graph)].filter((id) => !excluded.has(id) && !isSchemas(id)));
}

/** The modules of the build, found from any one of them through imports and importers of both kinds. */
function allModules(start: string, graph: ModuleGraph): string[] {
  const seen = new Set<string>();
  const pending = [start];
  for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
    if (seen.has(id)) continue;
    seen.add(id);
    const info = graph.getModuleInfo(id);
    if (!info) continue;
    pending.push(
      ...info.importedIds,
      ...info.dynamicallyImportedIds,
      ...info.importers,
      ...info.dynamicImporters,
    );
  }
  return [...seen];
}
