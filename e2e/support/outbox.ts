import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, type APIRequestContext } from '@playwright/test';
import type { Account } from './accounts';

/** Where the e2e server writes its mails (OUTBOX_DIR in playwright.config.ts). */
const outboxDir = path.resolve('test-results/e2e-outbox');

/** Enough of quoted-printable for a link: soft line breaks and escaped bytes (`=3D` is '='). */
function decodeQuotedPrintable(text: string): string {
  return text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** The first link matching `link` in the newest mail to `email` that has one, once it is in the outbox. */
export async function mailedLink(email: string, link: RegExp): Promise<URL> {
  let found: string | undefined;
  await expect
    .poll(
      async () => {
        const files = (await readdir(outboxDir).catch(() => [] as string[])).filter((file) =>
          file.endsWith('.eml'),
        );
        for (const file of files.sort().reverse()) {
          const mail = decodeQuotedPrintable(await readFile(path.join(outboxDir, file), 'utf8'));
          if (!mail.toLowerCase().includes(`to: ${email.toLowerCase()}`)) continue;
          found = link.exec(mail)?.[0];
          if (found) return found;
        }
        return undefined;
      },
      { timeout: 10_000 },
    )
    .toBeDefined();
  return new URL(found!);
}

/** The verification link mailed at registration (the web page at its path verifies the address). */
export function verificationLink(account: Account): Promise<URL> {
  return mailedLink(account.email, /https?:\/\/[^\s"<>]+\/email\/verify\/[^\s"<>]+/);
}

/** Verifies the account's e-mail through the API call the verification page makes. */
export async function verifyEmail(api: APIRequestContext, account: Account): Promise<void> {
  const link = await verificationLink(account);
  const response = await api.get(`/api${link.pathname}${link.search}`);
  expect(response.status()).toBe(200);
}
