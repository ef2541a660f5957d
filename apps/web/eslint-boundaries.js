// The web app's import boundaries (decision record 0051, house style point 13), as zones of
// eslint-plugin-import-x's no-restricted-paths. Read from the folders, so a new feature is covered at once.
import { readdirSync } from 'node:fs';
import path from 'node:path';

/** The web features (apps/web/src/features/<name>/) and each one's route pages (`*-page.tsx`, `*-layout.tsx`). */
function webFeatures(featuresDir) {
  return readdirSync(featuresDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => ({
      name: entry.name,
      pages: readdirSync(path.join(featuresDir, entry.name)).filter((file) =>
        /-(page|layout)\.tsx$/.test(file),
      ),
    }));
}

/** no-restricted-paths zones for the web app, with paths relative to `root` (the repository). */
export function webFeatureBoundaries(root) {
  const src = path.join(root, 'apps/web/src');
  const features = webFeatures(path.join(src, 'features'));
  const entries = features.map((feature) => `./${feature.name}/index.ts`);
  return [
    ...features.map((feature) => ({
      target: path.join(src, 'features', feature.name),
      from: path.join(src, 'features'),
      except: [`./${feature.name}`, ...entries],
      message: `A feature imports another only through its index.ts (decision record 0051): export what ${feature.name} needs there.`,
    })),
    {
      target: path.join(src, 'app'),
      from: path.join(src, 'features'),
      except: [
        ...entries,
        ...features.flatMap((feature) => feature.pages.map((page) => `./${feature.name}/${page}`)),
      ],
      message:
        'app/ imports a feature through its index.ts, or a route page by its module (decision record 0051).',
    },
    {
      target: path.join(src, 'features'),
      from: [path.join(src, 'app'), path.join(src, 'main.tsx')],
      message: 'A feature never imports app/ or the entry: move what both need to lib/ or components/.',
    },
  ];
}
