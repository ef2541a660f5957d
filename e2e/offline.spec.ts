import { spawn } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, type BrowserContext, type Page } from '@playwright/test';
import { test } from './support/test';
import { en } from '../packages/shared/src/i18n/en';
import { bearer, registerAccount, useToken, type Account } from './support/accounts';
import { catalogues, listDocuments, localeVariants, openWriteScreen } from './support/offline-saves';
import { setToggle } from './support/core-set-toggle';

// Each test installs the service worker, goes offline and back: on a busy two-core machine that can pass the
// default 30 seconds.
test.beforeEach(() => test.slow());

/**
 * Decision record 0026: after one visit the app works without a network (the service worker keeps the shell,
 * the fonts and the public reference data), a save made offline is queued and reaches the server once, and
 * the worker's caches never hold personal data. The other specs block the worker (playwright.config.ts);
 * here it runs.
 */
test.use({ serviceWorkers: 'allow' });

/** Until the worker controls the page and holds the reference data, so the next visit can be offline. */
async function waitForServiceWorker(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  await page.waitForFunction(async () => {
    const cache = await caches.open('icf-reference-data');
    return (
      (await cache.match('/api/code/all')) !== undefined && (await cache.match('/api/set/all')) !== undefined
    );
  });
}

/** The first visit: the generic set chosen on /select, then /write, online, and the worker ready. */
async function firstVisit(page: Page, context: BrowserContext, account: Account, locale: 'en' | 'kr') {
  await openWriteScreen(page, context, account, locale);
  await waitForServiceWorker(page);
}

for (const { locale, viewport } of localeVariants) {
  test.describe(`${locale} at ${viewport.width}×${viewport.height}`, () => {
    test.use({ viewport });

    test('offline: reload /write, rate, describe, copy as text, save queued; online: saved once', async ({
      page,
      context,
      request,
    }) => {
      const t = catalogues[locale];
      const account = await registerAccount(request, `offline-${locale}`);
      await firstVisit(page, context, account, locale);

      await context.setOffline(true);
      await page.reload();
      await expect(page.getByTestId('offline-status')).toContainText(t['offline.status_title']);
      const block = page.locator('#docu_b280');
      await expect(block).toBeVisible();
      await block.getByLabel(t['qualifier.slot.extent']).selectOption('2');
      await block.locator('textarea').first().fill('Pain when walking to the ward door');
      await page.getByLabel(t['info.client'], { exact: true }).fill('Offline client');

      // Copy as text: made in the browser, since the copy call cannot reach the server.
      await context.grantPermissions(['clipboard-read', 'clipboard-write']);
      await page.getByRole('button', { name: t['write.download'], exact: true }).click();
      const modal = page.getByRole('dialog');
      await expect(modal.getByTestId('download-offline')).toHaveText(t['offline.pdf_needs_connection']);
      await modal.getByRole('radio', { name: new RegExp(t['download.form.5']) }).check();
      await modal.getByRole('button', { name: t['download.confirm'], exact: true }).click();
      const alert = page.getByRole('alertdialog');
      await expect(alert.getByRole('heading')).toHaveText(t['documents.copied']);
      const copied = await page.evaluate(() => navigator.clipboard.readText());
      expect(copied).toContain('b280');
      expect(copied).toContain('Pain when walking to the ward door');
      expect(copied).toContain('Offline client');
      await alert.getByRole('button', { name: t['alert.ok'] }).click();

      // Save: queued in the browser, and the button said so before it was pressed.
      await page.getByRole('button', { name: t['offline.save_button'], exact: true }).click();
      await alert.getByRole('textbox', { name: t['documents.save_description'] }).fill('written on the ward');
      await alert.getByRole('button', { name: t['documents.save_confirm'], exact: true }).click();
      await expect(alert.getByRole('heading')).toHaveText(t['offline.save_queued_title']);
      await alert.getByRole('button', { name: t['alert.ok'] }).click();
      await expect(page.getByTestId('draft-save-status')).toHaveAttribute('data-state', 'queued');
      expect((await listDocuments(request, account)).total).toBe(0);

      // Back online: sent once, the user told, the draft now the saved document.
      await context.setOffline(false);
      await expect(page.getByText(t['offline.queued_saved'])).toBeVisible();
      await expect(page.getByTestId('draft-save-status')).toHaveAttribute('data-state', 'saved');
      await expect(page.getByTestId('offline-status')).toHaveCount(0);
      await page.reload();
      await expect(page.getByTestId('draft-save-status')).toHaveAttribute('data-state', 'saved');
      const list = await listDocuments(request, account);
      expect(list.total).toBe(1);
      expect(list.data[0]).toMatchObject({ client: 'Offline client', description: 'written on the ward' });
      const saved = await request.get(`/api/document/${list.data[0]!.id}`, { headers: bearer(account) });
      expect(((await saved.json()) as { data: Record<string, { q1: string }> }).data.b280?.q1).toBe('2');
    });
  });
}

test('a document changed elsewhere while the save waited: the queued state is a new version, and the user is told', async ({
  page,
  context,
  request,
}) => {
  const account = await registerAccount(request, 'offline-conflict');
  const created = await request.post('/api/document/save', {
    headers: bearer(account),
    data: { client: 'Shared client', description: 'first', sets: [], data: {} },
  });
  const { id } = (await created.json()) as { id: number };
  await firstVisit(page, context, account, 'en');
  // The draft belongs to that document (as after opening it from the dashboard).
  await page.evaluate((documentId) => {
    const key = Object.keys(localStorage).find((name) => name.startsWith('icf-draft-v1:user:'));
    if (!key) throw new Error('no account draft');
    const slot = JSON.parse(localStorage.getItem(key)!) as { documentId?: number; revision: number };
    slot.documentId = documentId;
    slot.revision += 1;
    localStorage.setItem(key, JSON.stringify(slot));
  }, id);

  await context.setOffline(true);
  await page.reload();
  await page.locator('#docu_b280').getByLabel('Extent of impairment').selectOption('3');
  await page.getByRole('button', { name: 'Save when online', exact: true }).click();
  const alert = page.getByRole('alertdialog');
  await alert.getByRole('button', { name: 'Save', exact: true }).click();
  await alert.getByRole('button', { name: 'OK' }).click();

  // Meanwhile, on another computer, the same document is saved.
  const elsewhere = await request.post('/api/document/save', {
    headers: bearer(account),
    data: { id, client: 'Shared client', description: 'from the office', sets: [], data: {} },
  });
  expect(elsewhere.status()).toBe(200);

  await context.setOffline(false);
  await expect(alert).toContainText(en['offline.queued_saved_as_version']);
  await alert.getByRole('button', { name: 'OK' }).click();
  const versions = await request.get(`/api/document/${id}/versions`, { headers: bearer(account) });
  const list = (await versions.json()) as { data: { version: number; description: string }[] };
  expect(list.data.map((version) => version.description)).toEqual([
    expect.any(String),
    'from the office',
    'first',
  ]);
  expect((await listDocuments(request, account)).total).toBe(1);
});

test('after a signed-in session and a logout, the caches hold no personal data', async ({
  page,
  context,
  request,
}) => {
  const account = await registerAccount(request, 'offline-caches');
  const personal = await request.post('/api/set/personal', {
    headers: bearer(account),
    data: { name: 'Private set of the clinician', codes: ['b280'] },
  });
  expect(personal.status()).toBe(201);
  await request.post('/api/document/save', {
    headers: bearer(account),
    data: { client: 'Patient Kim Cached', description: 'never cached', sets: [], data: {} },
  });
  await firstVisit(page, context, account, 'en');
  await page.goto('/dashboard');
  await expect(page.getByText('Patient Kim Cached')).toBeVisible();
  await page.goto('/select');
  await expect(page.getByRole('button', { name: 'Private set of the clinician', exact: true })).toBeVisible();
  await page.getByTestId('account').getByRole('button', { name: account.name }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Discard' }).click();
  await expect(page).toHaveURL(/\/$/);

  const cached = await page.evaluate(async () => {
    const entries: { cache: string; path: string; body: string }[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) {
        const response = await cache.match(request);
        const path = new URL(request.url).pathname;
        const text = /\.(woff2?|png)$/.test(path) ? '' : ((await response?.text()) ?? '');
        entries.push({ cache: name, path, body: text });
      }
    }
    return entries;
  });
  const apiPaths = cached.filter((entry) => entry.path.startsWith('/api/')).map((entry) => entry.path);
  expect(new Set(apiPaths)).toEqual(new Set(['/api/code/all', '/api/set/all', '/api/site']));
  for (const entry of cached) {
    expect(entry.body, entry.path).not.toContain('Private set of the clinician');
    expect(entry.body, entry.path).not.toContain('Patient Kim Cached');
    expect(entry.body, entry.path).not.toContain(account.email);
  }
  expect(cached.some((entry) => entry.path.startsWith('/assets/') && entry.path.endsWith('.js'))).toBe(true);
});

test('a page loaded past the worker (a hard reload) is taken over, so its own requests work offline', async ({
  page,
  context,
  request,
}) => {
  const account = await registerAccount(request, 'offline-take-over');
  await firstVisit(page, context, account, 'en');
  // Whether the page started under the worker, read before any of the app's scripts run.
  await page.addInitScript(() => {
    (window as { controlledAtStart?: boolean }).controlledAtStart =
      navigator.serviceWorker.controller !== null;
  });
  // A hard reload (as Shift+Reload) loads the page without the worker, like a page whose navigation was under
  // way while the worker activated.
  const devTools = await context.newCDPSession(page);
  const loaded = page.waitForEvent('load');
  await devTools.send('Page.reload', { ignoreCache: true });
  await loaded;
  expect(await page.evaluate(() => (window as { controlledAtStart?: boolean }).controlledAtStart)).toBe(
    false,
  );

  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  await context.setOffline(true);
  // Only a controlled page's own requests reach the worker's stored reference data.
  const status = await page.evaluate(async () => (await fetch('/api/site')).status);
  expect(status).toBe(200);
});

/** A second server over a copy of the build, so its worker can become a new release while the test runs. */
async function startReleaseServer(distDir: string): Promise<{ url: string; stop(): void }> {
  const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    env: {
      ...process.env,
      PORT: '0',
      DATABASE_URL: '',
      DATA_DIR: 'memory://',
      WEB_DIST_DIR: distDir,
      LOG_LEVEL: 'info',
      LLM_BASE_URL: '',
      LLM_API_KEY: '',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const url = await new Promise<string>((resolve, reject) => {
    let output = '';
    server.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const listening = /"url":"([^"]+)"[^\n]*"message":"listening"/.exec(output);
      if (listening) resolve(listening[1]!);
    });
    server.once('exit', (code) => reject(new Error(`release server exited with ${code}`)));
  });
  return { url, stop: () => server.kill() };
}

test('a new release takes over only when the user accepts the reload, and the draft survives it', async ({
  page,
  context,
}) => {
  test.setTimeout(90_000);
  // Inside the working directory: the server serves its web folder by a path relative to it.
  mkdirSync('test-results', { recursive: true });
  const distDir = mkdtempSync(path.resolve('test-results', 'release-dist-'));
  cpSync(path.resolve('apps/web/dist'), distDir, { recursive: true });
  // The worker is changed in place below; its compressed twins would otherwise still be sent.
  rmSync(path.join(distDir, 'service-worker.js.br'));
  rmSync(path.join(distDir, 'service-worker.js.gz'));
  const release = await startReleaseServer(distDir);
  try {
    await context.addCookies([{ name: 'locale', value: 'en', url: release.url }]);
    await page.goto(`${release.url}/select`);
    const toggle = page.getByRole('button', { name: setToggle('ICF Generic Set') }).first();
    await toggle.click();
    await page.goto(`${release.url}/write`);
    await page.locator('#docu_b280').getByLabel('Extent of impairment').selectOption('3');
    await waitForServiceWorker(page);
    const oldShell = await page.evaluate(async () =>
      (await caches.keys()).find((name) => name.startsWith('icf-shell-')),
    );

    // The next release: a worker with other bytes (as any change of a shell file gives).
    const workerFile = path.join(distDir, 'service-worker.js');
    writeFileSync(workerFile, readFileSync(workerFile, 'utf8').replace('"version":"', '"version":"next-'));
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());
    const bar = page.getByTestId('release-status');
    await expect(bar).toContainText('A new version of the app is ready.', { timeout: 30_000 });
    const results = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
      .analyze();
    expect(
      results.violations.filter((violation) => ['serious', 'critical'].includes(violation.impact ?? '')),
    ).toEqual([]);
    // Still the old release until the user says so.
    expect(await page.evaluate(async () => (await caches.keys()).includes('icf-shell-next'))).toBe(false);

    // Typed just before the reload: the draft's last keystrokes must survive it.
    await page.getByLabel('Client', { exact: true }).fill('Client typed before the reload');
    await bar.getByRole('button', { name: 'Reload' }).click();
    await page.waitForFunction(
      () =>
        (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined)?.type ===
        'reload',
    );
    await expect(page.getByLabel('Client', { exact: true })).toHaveValue('Client typed before the reload');
    await expect(page.locator('#docu_b280').getByLabel('Extent of impairment')).toHaveValue('3');
    const shells = await page.evaluate(async () =>
      (await caches.keys()).filter((name) => name.startsWith('icf-shell-')),
    );
    expect(shells).toHaveLength(1);
    expect(shells[0]).toMatch(/^icf-shell-next-/);
    expect(shells[0]).not.toBe(oldShell);
    await expect(page.getByTestId('release-status')).toHaveCount(0);
  } finally {
    release.stop();
    rmSync(distDir, { recursive: true, force: true });
  }
});

test('a queued save belongs to its account: kept at logout, never sent under the next account, sent for its own', async ({
  page,
  context,
  request,
}) => {
  const first = await registerAccount(request, 'offline-owner');
  const next = await registerAccount(request, 'offline-next');
  await firstVisit(page, context, first, 'en');
  await context.setOffline(true);
  await page.reload();
  await page.getByLabel('Client', { exact: true }).fill('Patient of the first account');
  await page.getByRole('button', { name: 'Save when online', exact: true }).click();
  const alert = page.getByRole('alertdialog');
  await alert.getByRole('button', { name: 'Save', exact: true }).click();
  await alert.getByRole('button', { name: 'OK' }).click();

  // Logout asks about the waiting save (as for a draft); kept, it stays for this account only.
  await page.getByTestId('account').getByRole('button', { name: first.name }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(alert.getByRole('heading')).toHaveText(en['offline.logout_queued_title']);
  await alert.getByRole('button', { name: en['offline.logout_queued_keep'] }).click();
  await alert.getByRole('button', { name: 'Discard' }).click();
  await expect(page).toHaveURL(/\/$/);

  // The next account, online, on the write screen: nothing is sent under it.
  await context.setOffline(false);
  await useToken(context, next);
  await page.goto('/write');
  await expect(page.getByTestId('draft-save-status')).toHaveAttribute('data-state', 'new');
  await expect(page.getByTestId('offline-status')).toHaveCount(0);
  expect((await listDocuments(request, next)).total).toBe(0);
  expect((await listDocuments(request, first)).total).toBe(0);

  // The first account again: its save goes out, once.
  await useToken(context, first);
  await page.goto('/write');
  await expect(page.getByText(en['offline.queued_saved'])).toBeVisible();
  const saved = await listDocuments(request, first);
  expect(saved.total).toBe(1);
  expect(saved.data[0]!.client).toBe('Patient of the first account');
  expect((await listDocuments(request, next)).total).toBe(0);
});
