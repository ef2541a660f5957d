import { adminCreateCommand } from './admin-create';
import { backupCommand } from './backup';
import { catalogueImportCommand } from './catalogue-import';
import { catalogueListCommand } from './catalogue-list';
import { catalogueWithdrawCommand } from './catalogue-withdraw';
import { icfImportCommand } from './icf-import';
import { restoreCommand } from './restore';
import { type CliCommand, runCli } from './run-cli';

/**
 * The administrator's commands, compiled with the server into dist/cli.js (decision 0041), so that a pruned
 * production install runs them with plain node: `node apps/server/dist/cli.js <command> …`. The npm scripts
 * (`npm run backup -- FILE`, …) run this same file through scripts/cli.mjs.
 */
const commands: Record<string, CliCommand> = {
  backup: backupCommand,
  restore: restoreCommand,
  'admin-create': adminCreateCommand,
  'icf-import': icfImportCommand,
  'catalogue-import': catalogueImportCommand,
  'catalogue-list': catalogueListCommand,
  'catalogue-withdraw': catalogueWithdrawCommand,
};

const usage = `Usage: node apps/server/dist/cli.js COMMAND [ARGUMENTS]

Commands: ${Object.keys(commands).join(', ')}.
\`node apps/server/dist/cli.js COMMAND --help\` describes one.`;

// What the commands write (a backup, a restored data folder) is for the data folder's owner only (decision 0041).
process.umask(0o077);

const [name, ...args] = process.argv.slice(2);
const command = name === undefined ? undefined : commands[name];
if (command && asksForHelp(args)) {
  console.log(command.usage);
} else if (command) {
  runCli(command.usage, () => command.run(args));
} else if (name === '--help' || name === '-h') {
  console.log(usage);
} else {
  console.error(`${name === undefined ? 'Name a command.' : `No command ${name}.`}\n\n${usage}`);
  process.exitCode = 2;
}

/** `--help` or `-h` among a command's options (not after `--`): every command answers it with its usage. */
function asksForHelp(commandArgs: string[]): boolean {
  const end = commandArgs.indexOf('--');
  return (end === -1 ? commandArgs : commandArgs.slice(0, end)).some(
    (arg) => arg === '--help' || arg === '-h',
  );
}
