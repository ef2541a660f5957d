import { userInfo } from 'node:os';

/** Who runs a command when `--by` is not given: the operating-system account. */
export function defaultActor(): string {
  try {
    return `os:${userInfo().username}`;
  } catch {
    return 'os:unknown';
  }
}
