import { readEnv } from '../config/env';
import { withdrawInstitutionCoreSet, formatInstitutionCoreSetId } from '../features/catalogue';
import { defaultActor } from './default-actor';
import { openCliDatabase } from './open-cli-database';
import { parseCliArgs } from './parse-cli-args';
import { type CliCommand, UsageError } from './run-cli';

const usage = `Usage: npm run catalogue:withdraw -- ID [--by NAME]
   or: node apps/server/dist/cli.js catalogue-withdraw ID [--by NAME]

Withdraws an institution list (ID as catalogue:list shows it, e.g. institution-3). It leaves the select screen;
its record stays, and the audit log records the withdrawal.`;

export const catalogueWithdrawCommand: CliCommand = {
  usage,
  run: async (args) => {
    const { values, positionals } = parseCliArgs(args, {
      by: { type: 'string' },
    });
    if (positionals.length !== 1) throw new UsageError('Name exactly one institution list id.');
    const database = await openCliDatabase(readEnv(), 'catalogue-withdraw');
    try {
      const row = await withdrawInstitutionCoreSet(database.db, {
        id: positionals[0]!,
        withdrawnBy: values.by?.trim() || defaultActor(),
      });
      console.log(
        `Withdrew ${formatInstitutionCoreSetId(row.id)} (${row.condition}/${row.context}, ${row.name}).`,
      );
      return 0;
    } finally {
      await database.close();
    }
  },
};
