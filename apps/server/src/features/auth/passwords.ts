import { randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

/**
 * Argon2id with the library's defaults (19 MiB, 2 passes, 1 lane: the OWASP recommendation). The hash is
 * a PHC string (`$argon2id$v=19$m=19456,t=2,p=1$…`) that carries its own parameters, so raising them later
 * keeps old hashes verifiable.
 */
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    // A hash this library cannot parse matches nothing.
    return false;
  }
}

let dummyHash: Promise<string> | undefined;
/**
 * Costs as much as a real check. Used when the e-mail is unknown, so that the time a login takes does
 * not tell whether an account exists.
 */
export async function verifyPasswordOfNobody(password: string): Promise<false> {
  dummyHash ??= hash(randomBytes(16).toString('hex'));
  await verifyPassword(await dummyHash, password);
  return false;
}
