// Which folder may import which, in both apps (house style point 13, decision records 0051, 0052 and 0058), as
// zones of eslint-plugin-import-x's no-restricted-paths. Read from the folders, so a new feature or a new
// infrastructure folder is covered at once.
import { readdirSync } from 'node:fs';
import path from 'node:path';

/** The folders directly in `dir`. */
function foldersIn(dir) {
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
}

/** Zones that let a feature import another only through its index.ts; `targets` are the importers. */
function frontDoorZones(featuresDir, features, message) {
  const entries = features.map((feature) => `./${feature}/index.ts`);
  return features.map((feature) => ({
    target: path.join(featuresDir, feature),
    from: featuresDir,
    except: [`./${feature}`, ...entries],
    message: message(feature),
  }));
}

/** no-restricted-paths zones for the web app (apps/web/src), with absolute paths under `root` (the repository). */
export function webImportZones(root) {
  const src = path.join(root, 'apps/web/src');
  const featuresDir = path.join(src, 'features');
  const features = foldersIn(featuresDir);
  /** Each feature's route pages (`*-page.tsx`, `*-layout.tsx`), which the router loads by their modules. */
  const pages = features.flatMap((feature) =>
    readdirSync(path.join(featuresDir, feature))
      .filter((file) => /-(page|layout)\.tsx$/.test(file))
      .map((page) => `./${feature}/${page}`),
  );
  const sharedLayers = ['lib', 'config', 'i18n', 'components', 'styles'].map((layer) =>
    path.join(src, layer),
  );
  return [
    ...frontDoorZones(
      featuresDir,
      features,
      (feature) =>
        `A feature imports another only through its index.ts (decision record 0051): export what ${feature} needs there.`,
    ),
    {
      target: path.join(src, 'app'),
      from: featuresDir,
      except: [...features.map((feature) => `./${feature}/index.ts`), ...pages],
      message:
        'app/ imports a feature through its index.ts, or a route page by its module (decision record 0051).',
    },
    {
      target: featuresDir,
      from: [path.join(src, 'app'), path.join(src, 'main.tsx')],
      message: 'A feature never imports app/ or the entry: move what both need to lib/ or components/.',
    },
    {
      target: sharedLayers,
      from: [featuresDir, path.join(src, 'app'), path.join(src, 'main.tsx')],
      message: 'lib, config, i18n, components and styles import no feature and nothing from app/.',
    },
  ];
}

/**
 * no-restricted-paths zones for the server (apps/server/src). app.ts, main.ts and cli/ are the composition
 * roots: they import the features through their index.ts, and nothing imports them. Every other folder and
 * file of src/ but features/ is infrastructure (http/, db/, errors/, auth/ …), which imports no feature.
 */
export function serverImportZones(root) {
  const src = path.join(root, 'apps/server/src');
  const featuresDir = path.join(src, 'features');
  const features = foldersIn(featuresDir);
  const roots = [path.join(src, 'app.ts'), path.join(src, 'main.ts'), path.join(src, 'cli')];
  const infrastructure = [
    ...foldersIn(src)
      .filter((folder) => folder !== 'features' && folder !== 'cli')
      .map((folder) => path.join(src, folder)),
    // The files directly in src/ but the two roots (server-paths.ts).
    path.join(src, '!(app|main).ts'),
  ];
  const throughFrontDoor = (feature) =>
    `Import another feature through its index.ts, never one of its own files (decision record 0052): export what ${feature} needs there.`;
  return [
    ...frontDoorZones(featuresDir, features, throughFrontDoor),
    {
      target: roots,
      from: featuresDir,
      except: features.map((feature) => `./${feature}/index.ts`),
      message: 'app.ts, main.ts and cli/ import a feature through its index.ts, never one of its own files.',
    },
    {
      target: infrastructure,
      from: featuresDir,
      message: 'Infrastructure imports no feature: move what both need down into infrastructure.',
    },
    {
      target: [featuresDir, ...infrastructure],
      from: roots,
      message: 'Nothing imports app.ts, main.ts or cli/: they compose the server.',
    },
  ];
}
