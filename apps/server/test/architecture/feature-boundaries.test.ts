import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * The server's import boundaries (ARCHITECTURE.md, decision records 0052 and 0058) are lint rules; these snippets show
 * that each rule fires on the import it forbids, and stays quiet on the one the architecture wants, so a
 * rule that has silently stopped matching (a renamed folder, a plugin upgrade) fails here.
 */
const repositoryRoot = fileURLToPath(new URL('../../../..', import.meta.url));
const eslint = new ESLint({ cwd: repositoryRoot });

async function boundaryErrors(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${code}\n`, { filePath: `apps/server/src/${file}` });
  return result!.messages
    .filter(
      (entry) => entry.ruleId === 'import-x/no-restricted-paths' || entry.ruleId === 'local/no-feature-cycle',
    )
    .map((entry) => `${entry.ruleId}: ${entry.message}`);
}

describe('the server lint rules on imports between features', () => {
  it('let a feature use another through its index.ts, and infrastructure', async () => {
    const errors = await boundaryErrors(
      'features/suggestions/example.ts',
      [
        "import { documentNotFound } from '../documents';",
        "import { pathId } from '../../http/path-id';",
        "import { AppError } from '../../errors/app-error';",
        'export const used = [documentNotFound, pathId, AppError];',
      ].join('\n'),
    );
    expect(errors).toEqual([]);
  });

  it("reject an import of another feature's internal file", async () => {
    const errors = await boundaryErrors(
      'features/suggestions/example.ts',
      "import { findLiveDocument } from '../documents/documents-repository';\nexport const used = findLiveDocument;",
    );
    expect(errors).toEqual([expect.stringContaining('through its index.ts')]);
  });

  it('reject an import that would close a cycle between features', async () => {
    // suggestions uses documents, so documents may not use suggestions.
    const errors = await boundaryErrors(
      'features/documents/example.ts',
      "import { suggestionsRoutes } from '../suggestions';\nexport const used = suggestionsRoutes;",
    );
    expect(errors).toEqual([expect.stringContaining('documents imports suggestions, which imports it back')]);
  });

  it('reject infrastructure importing a feature', async () => {
    const errors = await boundaryErrors(
      'workers/example.ts',
      "import { documentNotFound } from '../features/documents';\nexport const used = documentNotFound;",
    );
    expect(errors).toEqual([expect.stringContaining('Infrastructure imports no feature')]);
  });

  it('reject a file directly in src/ (not app.ts or main.ts) importing a feature', async () => {
    const errors = await boundaryErrors(
      'example.ts',
      "import { documentNotFound } from './features/documents';\nexport const used = documentNotFound;",
    );
    expect(errors).toEqual([expect.stringContaining('Infrastructure imports no feature')]);
  });

  it('let the composition roots import a feature only through its index.ts', async () => {
    expect(
      await boundaryErrors(
        'cli/example.ts',
        "import { promoteAdministrator } from '../features/admin';\nexport const used = promoteAdministrator;",
      ),
    ).toEqual([]);
    expect(
      await boundaryErrors(
        'cli/example.ts',
        "import { promoteAdministrator } from '../features/admin/promote-administrator';\nexport const used = promoteAdministrator;",
      ),
    ).toEqual([expect.stringContaining('through its index.ts')]);
  });

  it('reject a feature importing app.ts or main.ts', async () => {
    for (const root of ['app', 'main']) {
      const errors = await boundaryErrors(
        'features/documents/example.ts',
        `import * as root from '../../${root}';\nexport const used = root;`,
      );
      expect(errors, root).toEqual([expect.stringContaining('Nothing imports app.ts, main.ts')]);
    }
  });

  it('reject infrastructure importing a composition root', async () => {
    const errors = await boundaryErrors(
      'http/example.ts',
      "import * as cli from '../cli/run-cli';\nexport const used = cli;",
    );
    expect(errors).toEqual([expect.stringContaining('Nothing imports app.ts, main.ts or cli/')]);
  });
});
