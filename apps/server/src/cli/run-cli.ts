import { EnvError } from '../config/env';
import { DataFolderRefused } from '../data-folder/data-folder-lock';
import { SchemaVersionError } from '../db/schema-version';
import { AppError } from '../errors/app-error';
import { IcfDataError } from '../icf/load-icf-data';

export class UsageError extends Error {}

/** One of the administrator's commands (cli.ts): its help text, and what it does with its arguments. */
export interface CliCommand {
  usage: string;
  /** Answers the exit code: 0 done, 1 refused or not found. */
  run(args: string[]): Promise<number>;
}

/**
 * Runs a command and exits with its code: 0 done, 1 refused or not found, 2 wrong usage. Problems the
 * operator can fix (settings, data, arguments) are said in one line, without a stack.
 */
export function runCli(usage: string, command: () => Promise<number>): void {
  command().then(
    (code) => process.exit(code),
    (error: unknown) => {
      if (error instanceof UsageError) {
        console.error(`${error.message}\n\n${usage}`);
        process.exit(2);
      }
      if (
        error instanceof EnvError ||
        error instanceof IcfDataError ||
        error instanceof AppError ||
        error instanceof DataFolderRefused ||
        error instanceof SchemaVersionError
      ) {
        console.error(error.message);
        process.exit(1);
      }
      console.error(error);
      process.exit(1);
    },
  );
}
