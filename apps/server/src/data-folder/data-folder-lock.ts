import { chmodSync, mkdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { hostname, userInfo } from 'node:os';
import path from 'node:path';

/** Who holds a data folder: what `DATA_DIR/pglite.lock` says. */
interface LockHolder {
  pid: number;
  /** The process's start in clock ticks since boot (Linux, /proc), so a reused pid is not taken for it. */
  startTime?: number;
  /** The boot the process ran in (Linux): a lock from before a reboot is stale whatever its pid. */
  bootId?: string;
  host: string;
  user: string;
  /** `server`, or the command (`backup`, `admin-create`, …). */
  role: string;
  since: string;
}

/** A data folder that another process uses, or that this account must not write: said, never overridden. */
export class DataFolderRefused extends Error {}

export const lockFileName = 'pglite.lock';

/**
 * Takes DATA_DIR for this process, the one writer of its PGlite folder (decision 0041): PGlite is PostgreSQL
 * in this process, with no postmaster to keep a second one out, and two writers corrupt the folder. The lock
 * is a file created exclusively (O_EXCL) holding this process's pid; one left by a process that has ended
 * (a crash, a power cut) is taken over. The lock goes when this process exits, however it exits.
 */
export function takeDataFolderLock(dataDir: string, role: string): { release(): void } {
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  // A folder made before decision 0041 (or by hand) may be readable by others; it is its owner's alone.
  if (statSync(dataDir).uid === process.getuid?.()) chmodSync(dataDir, 0o700);
  const file = path.join(dataDir, lockFileName);
  const own: LockHolder = {
    pid: process.pid,
    startTime: processStartTime(process.pid),
    bootId: currentBootId(),
    host: hostname(),
    user: safeUserName(),
    role,
    since: new Date().toISOString(),
  };
  const content = `${JSON.stringify(own)}\n`;
  for (let attempt = 0; attempt < 5; attempt++) {
    try {
      writeFileSync(file, content, { flag: 'wx', mode: 0o600 });
      const release = () => {
        process.off('exit', release);
        try {
          if (readFileSafely(file) === content) rmSync(file, { force: true });
        } catch {
          // Gone or unreadable: not this process's to remove.
        }
      };
      process.on('exit', release);
      return { release };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const found = readFileSafely(file);
    if (found === undefined) continue; // removed meanwhile: try again
    const holder = parseHolder(found);
    if (holder === undefined) {
      // Created a moment ago and not written yet, or a torn write of a process that died then.
      if (Date.now() - modifiedAt(file) < 5_000) {
        sleep(100);
        continue;
      }
    } else if (isRunning(holder)) {
      throw new DataFolderRefused(
        `${dataDir} is in use by process ${holder.pid} (${holder.role} of ${holder.user} on ${holder.host}, ` +
          `since ${holder.since}). PGlite allows one process per data folder: stop it first` +
          (role === 'server' ? '.' : ' (a backup is taken while the server runs).'),
      );
    }
    removeIfUnchanged(file, found);
  }
  throw new DataFolderRefused(`Could not take ${file}: other processes keep taking it.`);
}

/** Whether the lock's process still runs: the same pid, started at the same moment, in the same boot. */
function isRunning(holder: LockHolder): boolean {
  if (holder.host !== hostname()) return true; // another machine's process (a shared folder): cannot tell
  const bootId = currentBootId();
  if (holder.bootId && bootId && holder.bootId !== bootId) return false;
  try {
    process.kill(holder.pid, 0);
  } catch (error) {
    // EPERM: it runs, as another account.
    if ((error as NodeJS.ErrnoException).code === 'ESRCH') return false;
  }
  const startTime = processStartTime(holder.pid);
  return holder.startTime === undefined || startTime === undefined || startTime === holder.startTime;
}

/**
 * Removes a stale lock, unless another process replaced it since it was read: it is moved aside first, and
 * put back when what was moved is not what was judged stale.
 */
function removeIfUnchanged(file: string, judged: string): void {
  const aside = `${file}.stale-${process.pid}`;
  try {
    renameSync(file, aside);
  } catch {
    return;
  }
  if (readFileSafely(aside) !== judged) {
    try {
      writeFileSync(file, readFileSafely(aside) ?? '', { flag: 'wx', mode: 0o600 });
    } catch {
      // A third process took it meanwhile: its lock stands.
    }
  }
  rmSync(aside, { force: true });
}

function parseHolder(text: string): LockHolder | undefined {
  try {
    const holder = JSON.parse(text) as LockHolder;
    return Number.isInteger(holder.pid) ? holder : undefined;
  } catch {
    return undefined;
  }
}

/** Field 22 of /proc/PID/stat (after the command, which may hold spaces and brackets); Linux only. */
function processStartTime(pid: number): number | undefined {
  const stat = readFileSafely(`/proc/${pid}/stat`);
  if (stat === undefined) return undefined;
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const value = Number(fields[19]);
  return Number.isFinite(value) ? value : undefined;
}

function currentBootId(): string | undefined {
  return readFileSafely('/proc/sys/kernel/random/boot_id')?.trim();
}

function readFileSafely(file: string): string | undefined {
  try {
    return readFileSync(file, 'utf8');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT' || file.startsWith('/proc/')) return undefined;
    throw new DataFolderRefused(`Cannot read ${file} (${code}): is it another account's data folder?`);
  }
}

function modifiedAt(file: string): number {
  try {
    return statSync(file).mtimeMs;
  } catch {
    return 0;
  }
}

function safeUserName(): string {
  try {
    return userInfo().username;
  } catch {
    return String(process.getuid?.() ?? 'unknown');
  }
}

function sleep(ms: number): void {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}
