import { readEnv } from '../config/env';
import { listInstitutionCoreSets } from '../features/catalogue';
import { openCliDatabase } from './open-cli-database';
import { parseCliArgs } from './parse-cli-args';
import { type CliCommand } from './run-cli';

const usage = `Usage: npm run catalogue:list [-- --json]
   or: node apps/server/dist/cli.js catalogue-list [--json]

Lists the institution core-set lists that are not withdrawn, as the select screen shows them.`;

export const catalogueListCommand: CliCommand = {
  usage,
  run: async (args) => {
    const { values } = parseCliArgs(args, {
      json: { type: 'boolean', default: false },
    });
    const database = await openCliDatabase(readEnv(), 'catalogue-list');
    try {
      const sets = await listInstitutionCoreSets(database.db);
      if (values.json) {
        console.log(JSON.stringify(sets, null, 2));
        return 0;
      }
      if (sets.length === 0) console.log('No institution lists.');
      for (const { groupKey, set } of sets) {
        if (set.provenance.kind !== 'institution') continue;
        const { counts, comprehensiveCounts } = set.provenance;
        const lists =
          set.list === 'brief'
            ? `Brief ${counts.total}${comprehensiveCounts ? `, Comprehensive ${comprehensiveCounts.total}` : ''}`
            : `Comprehensive ${counts.total}`;
        console.log(
          `${set.id}  ${set.condition}/${set.context}  [${groupKey}]  ${set.name} / ${set.name_translation}`,
        );
        console.log(
          `    ${lists} categories; imported ${set.provenance.importedAt}; source: ${set.provenance.source}`,
        );
      }
      return 0;
    } finally {
      await database.close();
    }
  },
};
