// An ESLint rule: no cycle between features (apps/web/src/features/*, apps/server/src/features/*; house style
// point 13, decision records 0051 and 0058). A feature reaches another only through its index.ts, and
// import-x's no-cycle does not follow an index's `export … from`, so this rule works on the features
// themselves: it reads which features each file of the same app imports and reports an import of feature B
// from feature A when B already reaches A.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const specifiers =
  /(?:^|[\s;])(?:import|export)\s[^'"]*?from\s*['"](\.[^'"]+)['"]|import\(\s*['"](\.[^'"]+)['"]\s*\)|^import\s*['"](\.[^'"]+)['"]/gm;

/** The feature a file belongs to, or null. */
function featureOf(featuresDir, file) {
  const relative = path.relative(featuresDir, file);
  return relative.startsWith('..') || path.isAbsolute(relative) ? null : relative.split(path.sep)[0];
}

/** The other features `code` (the text of `file`) imports, statically or with `import()`. */
function featuresImported(featuresDir, file, code) {
  const own = featureOf(featuresDir, file);
  const found = new Set();
  for (const match of code.matchAll(specifiers)) {
    const target = featureOf(featuresDir, path.resolve(path.dirname(file), match[1] ?? match[2] ?? match[3]));
    if (target && target !== own) found.add(target);
  }
  return found;
}

/** What each file on disk imports, by path, while its modification time stays the same (one lint run reads each once). */
const importsOnDisk = new Map();

function featuresImportedOnDisk(featuresDir, file) {
  const modified = statSync(file).mtimeMs;
  const known = importsOnDisk.get(file);
  if (known?.modified === modified) return known.features;
  const features = featuresImported(featuresDir, file, readFileSync(file, 'utf8'));
  importsOnDisk.set(file, { modified, features });
  return features;
}

/** Every source file under `dir`. */
function sourceFiles(dir) {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/** The features a path of imports leads through from `from` to `to`, or null when there is none. */
function pathBetween(graph, from, to) {
  const cameFrom = new Map([[from, null]]);
  const pending = [from];
  for (let feature = pending.shift(); feature !== undefined; feature = pending.shift()) {
    if (feature === to) {
      const route = [];
      for (let step = to; step !== null; step = cameFrom.get(step)) route.unshift(step);
      return route;
    }
    for (const next of graph.get(feature) ?? []) {
      if (!cameFrom.has(next)) {
        cameFrom.set(next, feature);
        pending.push(next);
      }
    }
  }
  return null;
}

export const noFeatureCycle = {
  meta: {
    type: 'problem',
    docs: {
      description: 'Forbid an import that closes a cycle between the features of an app (src/features/*).',
    },
    schema: [],
    messages: {
      cycle:
        '{{from}} imports {{to}}, which imports it back ({{route}}): move what both need to a shared layer or a feature of its own (decision record 0058).',
    },
  },
  create(context) {
    const file = context.filename;
    const featuresDir = path.join(
      file.slice(0, file.lastIndexOf(`${path.sep}src${path.sep}`)),
      'src',
      'features',
    );
    const own = featureOf(featuresDir, file);
    if (!own) return {};
    // The other files as they are on disk, this one as it is being linted.
    const edges = new Map();
    for (const other of sourceFiles(featuresDir)) {
      if (other === file) continue;
      const from = featureOf(featuresDir, other);
      const set = edges.get(from) ?? new Set();
      for (const target of featuresImportedOnDisk(featuresDir, other)) set.add(target);
      edges.set(from, set);
    }
    function check(node) {
      if (typeof node.value !== 'string' || !node.value.startsWith('.')) return;
      const target = featureOf(featuresDir, path.resolve(path.dirname(file), node.value));
      if (!target || target === own) return;
      const back = pathBetween(edges, target, own);
      if (back)
        context.report({
          node,
          messageId: 'cycle',
          data: { from: own, to: target, route: [own, ...back].join(' → ') },
        });
    }
    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => node.source && check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node.source),
    };
  },
};
