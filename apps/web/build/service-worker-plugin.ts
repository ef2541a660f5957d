import { apiRoutes } from './api-routes.ts';
import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { transformWithOxc, type Plugin } from 'vite';
import { firstLoadFileName } from './first-load-plugin.ts';

const workerSource = path.resolve(import.meta.dirname, '../service-worker/service-worker.ts');

/**
 * Files of the shell: everything the build writes except the font files, which the worker keeps as used, and
 * the server's list of first-load files (first-load-plugin.ts), which no page asks for.
 */
export function isShellFile(fileName: string): boolean {
  return !/\.(woff2?|map)$/.test(fileName) && !['service-worker.js', firstLoadFileName].includes(fileName);
}

/**
 * Decision record 0026: writes `service-worker.js` at the root of the build, the worker's source (one file,
 * no imports, types stripped) after the list of this release's shell files and a version made from their
 * contents. A build that changes any shell file changes the worker's bytes, which is how the browser learns
 * of a new release.
 */
export function serviceWorker(): Plugin {
  let publicDir = '';
  return {
    name: 'icf-service-worker',
    apply: 'build',
    configResolved(config) {
      publicDir = config.publicDir;
    },
    // After Vite's own plugins have added index.html to the bundle.
    generateBundle: {
      order: 'post',
      async handler(_options, bundle) {
        const hash = createHash('sha256');
        const files: string[] = [];
        for (const [fileName, output] of Object.entries(bundle).sort(([a], [b]) => a.localeCompare(b))) {
          if (!isShellFile(fileName)) continue;
          files.push(`/${fileName}`);
          hash.update(fileName).update(output.type === 'chunk' ? output.code : output.source);
        }
        for (const fileName of (await readdir(publicDir, { recursive: true })).sort()) {
          const full = path.join(publicDir, fileName);
          if (!/\.[a-z0-9]+$/.test(fileName) || !isShellFile(fileName)) continue;
          files.push(`/${fileName.split(path.sep).join('/')}`);
          hash.update(fileName).update(await readFile(full));
        }
        const source = await readFile(workerSource, 'utf8');
        const { code } = await transformWithOxc(source, workerSource, { lang: 'ts' });
        // The public reference data the worker may store, named by their contracts (decision record 0059).
        const referencePaths = ['listCodes', 'listCoreSets', 'getSiteInfo'].map(
          (operation) => apiRoutes[operation]![1],
        );
        const shell = { version: hash.update(source).digest('hex').slice(0, 16), files, referencePaths };
        this.emitFile({
          type: 'asset',
          fileName: 'service-worker.js',
          source: `self.__SHELL__ = ${JSON.stringify(shell)};\n${code}`,
        });
      },
    },
  };
}
