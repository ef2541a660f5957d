import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

/**
 * The web app's import boundaries (decision record 0051, house style point 13) are ESLint rules; these
 * checks lint small pieces of code placed in the app's folders with the project's own config, so a rule
 * that stops firing (a renamed folder, a resolver that no longer finds a file) fails here instead of
 * letting `npm run lint` pass quietly.
 */
const repositoryRoot = path.resolve(import.meta.dirname, '../../..');
const src = path.join(repositoryRoot, 'apps/web/src');

let eslint: ESLint;

beforeAll(() => {
  eslint = new ESLint({ cwd: repositoryRoot });
});

/** The rules that fire on `code` placed at `file` (relative to apps/web/src). */
async function rulesFiredOn(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(src, file) });
  return (result?.messages ?? []).map((message) => message.ruleId ?? message.message);
}

describe('the web import boundaries', () => {
  it("reject a feature's import of another feature's internal file, and accept its index.ts", async () => {
    expect(
      await rulesFiredOn(
        'features/write/boundary-probe.ts',
        "import { draftStore } from '../draft/draft-store';\nexport const probe = draftStore;\n",
      ),
    ).toContain('import-x/no-restricted-paths');
    expect(
      await rulesFiredOn(
        'features/write/boundary-probe.ts',
        "export const probe = () => import('../documents/components/versions-dialog');\n",
      ),
    ).toContain('import-x/no-restricted-paths');
    expect(
      await rulesFiredOn(
        'features/write/boundary-probe.ts',
        "import { draftStore } from '../draft';\nexport const probe = draftStore;\n",
      ),
    ).toEqual([]);
  });

  it('reject a feature that imports app/ or the entry', async () => {
    expect(
      await rulesFiredOn(
        'features/dashboard/boundary-probe.ts',
        "import { routes } from '../../app/router';\nexport const probe = routes;\n",
      ),
    ).toContain('import-x/no-restricted-paths');
    expect(
      await rulesFiredOn(
        'features/dashboard/boundary-probe.ts',
        "export const probe = () => import('../../main');\n",
      ),
    ).toContain('import-x/no-restricted-paths');
  });

  it("let app/ import a feature's index.ts and a route page's module, and nothing else of it", async () => {
    expect(
      await rulesFiredOn(
        'app/boundary-probe.ts',
        "import { AccountMenu } from '../features/auth';\nexport const probe = [AccountMenu, () => import('../features/write/write-page')];\n",
      ),
    ).toEqual([]);
    expect(
      await rulesFiredOn(
        'app/boundary-probe.ts',
        "import { guestOnly } from '../features/auth/guards';\nexport const probe = guestOnly;\n",
      ),
    ).toContain('import-x/no-restricted-paths');
  });

  it('reject a cycle between features, also through their index.ts', async () => {
    // The draft's undo offer is part of the draft's index, which the documents feature imports: the draft
    // importing documents back closes a loop.
    const file = 'features/draft/offer-undo.ts';
    const code = await readFile(path.join(src, file), 'utf8');
    expect(await rulesFiredOn(file, code)).toEqual([]);
    expect(
      await rulesFiredOn(
        file,
        `${code}\nimport { useSaveDraft } from '../documents';\nexport const probe = useSaveDraft;\n`,
      ),
    ).toContain('local/no-feature-cycle');
  });

  it('keep the shared layers free of features and of app/', async () => {
    expect(
      await rulesFiredOn(
        'lib/boundary-probe.ts',
        "import { draftStore } from '../features/draft';\nexport const probe = draftStore;\n",
      ),
    ).toContain('import-x/no-restricted-paths');
    expect(
      await rulesFiredOn(
        'components/boundary-probe.ts',
        "export const probe = () => import('../app/router');\n",
      ),
    ).toContain('import-x/no-restricted-paths');
  });
});
