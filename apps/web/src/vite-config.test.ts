import path from 'node:path';
import { createLogger, loadConfigFromFile } from 'vite';
import { describe, expect, it } from 'vitest';

const webRoot = path.resolve(import.meta.dirname, '..');

/**
 * `npm start` builds the web app on a first start (decision 0024): what Vite says while loading its config is
 * the first thing a newcomer reads, so it says nothing but the build.
 */
describe('the web build config', () => {
  it('loads without warnings, such as the one on imports that `configLoader: native` cannot load', async () => {
    const warnings: string[] = [];
    const logger = createLogger('warn');
    logger.warn = (message) => warnings.push(message);
    logger.warnOnce = (message) => warnings.push(message);
    const loaded = await loadConfigFromFile(
      { command: 'build', mode: 'production' },
      path.join(webRoot, 'vite.config.ts'),
      webRoot,
      'warn',
      logger,
      'bundle',
    );
    expect(loaded?.config.plugins?.length).toBeGreaterThan(0);
    expect(warnings).toEqual([]);
  });
});
