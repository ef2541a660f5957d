import { readEnv } from '../config/env';
import { promoteAdministrator } from '../features/admin';
import { defaultActor } from './default-actor';
import { openCliDatabase } from './open-cli-database';
import { parseCliArgs } from './parse-cli-args';
import { type CliCommand, UsageError } from './run-cli';

const usage = `Usage: npm run admin:create -- --email EMAIL [--by NAME]
   or: node apps/server/dist/cli.js admin-create --email EMAIL [--by NAME]

Makes the registered account with this e-mail an administrator (register it in the web app first). The audit
log records who did it (default: the OS account). On PGlite, stop the server first.`;

export const adminCreateCommand: CliCommand = {
  usage,
  run: async (args) => {
    const { values, positionals } = parseCliArgs(args, {
      email: { type: 'string' },
      by: { type: 'string' },
    });
    const email = values.email?.trim();
    if (!email || positionals.length > 0) throw new UsageError('Name the account with --email.');
    const database = await openCliDatabase(readEnv(), 'admin-create');
    try {
      const actor = `${values.by?.trim() || defaultActor()} (admin:create)`;
      const promoted = await promoteAdministrator(database.db, email, actor);
      if (!promoted) {
        console.error(`No account has the e-mail ${email}. Register it in the web app first.`);
        return 1;
      }
      console.log(
        promoted.wasAdmin
          ? `${promoted.email} (user ${promoted.id}) already is an administrator.`
          : `${promoted.email} (user ${promoted.id}) is now an administrator.`,
      );
      return 0;
    } finally {
      await database.close();
    }
  },
};
