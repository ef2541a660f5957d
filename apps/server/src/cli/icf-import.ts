import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { formatIcfImportReport, IcfImportRefused, importIcfRelease } from '../icf/import-icf-release';
import { bundledIcfDataDir } from '../server-paths';
import { parseCliArgs } from './parse-cli-args';
import { type CliCommand, UsageError } from './run-cli';

const usage = `Usage: npm run icf:import -- <folder> [--into <folder>]
   or: node apps/server/dist/cli.js icf-import <folder> [--into <folder>]

Validates a WHO ICF data release folder (such as ../shared/icf) with the checks the server runs, strictly:
record kinds and parents, every core-set code in the classification, a source behind every list. Then it
replaces the release files in icf-data/ (or --into) and prints what was added, changed and removed. A folder
that fails a check changes nothing. Restart the server to serve the new data.`;

export const icfImportCommand: CliCommand = {
  usage,
  run: async (args) => {
    const { values, positionals } = parseCliArgs(args, {
      into: { type: 'string' },
    });
    if (positionals.length !== 1) throw new UsageError('Name one release folder.');
    const from = path.resolve(positionals[0] ?? '');
    const into = path.resolve(values.into ?? bundledIcfDataDir);
    await mkdir(into, { recursive: true });
    try {
      const report = await importIcfRelease({ from, into });
      console.log(`Imported ${from} into ${into}.\n${formatIcfImportReport(report)}`);
      return 0;
    } catch (error) {
      if (!(error instanceof IcfImportRefused)) throw error;
      console.error(error.message);
      console.error('Nothing was changed.');
      return 1;
    }
  },
};
