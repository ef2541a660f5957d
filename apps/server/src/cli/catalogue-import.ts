import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { readEnv } from '../config/env';
import {
  createCatalogueReference,
  formatImportReport,
  importInstitutionCoreSets,
} from '../features/catalogue';
import { loadIcfData } from '../icf/load-icf-data';
import { defaultActor } from './default-actor';
import { openCliDatabase } from './open-cli-database';
import { parseCliArgs } from './parse-cli-args';
import { type CliCommand, UsageError } from './run-cli';

const usage = `Usage: npm run catalogue:import -- FILE [--accept-warnings] [--by NAME] [--json]
   or: node apps/server/dist/cli.js catalogue-import FILE [--accept-warnings] [--by NAME] [--json]

Checks an institution core-set list file (.json or .csv, see README.md) and imports it when it passes.
Errors refuse the import; warnings refuse it unless --accept-warnings is given. Every attempt is recorded.`;

export const catalogueImportCommand: CliCommand = {
  usage,
  run: async (args) => {
    const { values, positionals } = parseCliArgs(args, {
      'accept-warnings': { type: 'boolean', default: false },
      by: { type: 'string' },
      json: { type: 'boolean', default: false },
    });
    if (positionals.length !== 1) throw new UsageError('Name exactly one file to import.');
    // npm runs scripts from the repository root; a relative path means the folder the command was typed in.
    const filePath = path.resolve(process.env.INIT_CWD ?? process.cwd(), positionals[0]!);
    const content = await readFile(filePath).catch((error: NodeJS.ErrnoException) => {
      throw new UsageError(`Cannot read ${filePath}: ${error.code ?? error.message}`);
    });

    const env = readEnv();
    const icf = await loadIcfData(path.resolve(env.ICF_DATA_DIR), env.ICF_KO_TITLES_FILE);
    const database = await openCliDatabase(env, 'catalogue-import');
    try {
      const outcome = await importInstitutionCoreSets(database.db, createCatalogueReference(icf), {
        fileName: path.basename(filePath),
        content,
        importedBy: values.by?.trim() || defaultActor(),
        acceptWarnings: values['accept-warnings'] === true,
      });
      if (values.json) {
        console.log(JSON.stringify(outcome, null, 2));
      } else {
        console.log(formatImportReport(outcome, outcome.report));
        console.log('');
        console.log(describeOutcome(outcome));
      }
      return outcome.accepted ? 0 : 1;
    } finally {
      await database.close();
    }
  },
};

function describeOutcome(outcome: Awaited<ReturnType<typeof importInstitutionCoreSets>>): string {
  if (outcome.accepted) {
    const replaced =
      outcome.withdrawnSetIds.length > 0
        ? `; withdrew the lists it replaces: ${outcome.withdrawnSetIds.join(', ')}`
        : '';
    return `Accepted (import ${outcome.importId}): added ${outcome.createdSetIds.join(', ')}${replaced}.`;
  }
  if (outcome.verdict === 'needs-acceptance') {
    return `Refused (import ${outcome.importId}): the file has warnings. Read them, then run again with --accept-warnings to import it.`;
  }
  return `Refused (import ${outcome.importId}): the file has errors. Nothing was imported.`;
}
