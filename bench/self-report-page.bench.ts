import { startCountingProxy } from './lib/counting-proxy';
import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from '../e2e/support/chromium-launch';
import type { KoreanSystemFont } from '../e2e/support/font-environments';
import { writeResult } from './lib/results';
import { startServer } from './lib/start-server';

/** Decision record 0053: the client's page, on a phone's first visit, transfers at most this much. */
const firstVisitTargetBytes = 100 * 1024;

/** Twenty activities, as a core set's activities and participation would ask: the questions' share of the bytes. */
const codes = [
  'd230',
  'd240',
  'd410',
  'd415',
  'd420',
  'd430',
  'd440',
  'd445',
  'd450',
  'd455',
  'd460',
  'd465',
  'd470',
  'd475',
  'd510',
  'd520',
  'd530',
  'd540',
  'd550',
  'd640',
];

/**
 * The bytes the server sends a phone that opens a self-report link for the first time (decision record 0053):
 * the HTML, the entry, the page's own module and stylesheet, the questions; counted by a proxy in front of
 * the compiled server, until the questions are on screen and the network is quiet. Both languages.
 */
export async function benchSelfReportPage(): Promise<void> {
  const server = await startServer();
  const proxy = await startCountingProxy(server.url);
  // A phone has a Korean system font (Android's Noto Sans CJK, iOS's Apple SD Gothic Neo): the target is for
  // that. A computer without one also loads the web font's subsets for the page's Hangul: reported beside it.
  const browsers = {
    notoSansKr: await chromium.launch(chromiumLaunchOptions('notoSansKr')),
    none: await chromium.launch(chromiumLaunchOptions('none')),
  } satisfies Record<KoreanSystemFont, unknown>;
  try {
    const api = async (path: string, body: unknown, token?: string) => {
      const response = await fetch(`${server.url}${path}`, {
        method: 'POST',
        headers: {
          Accept: 'application/json',
          'Content-Type': 'application/json',
          ...(token ? { Authorization: `Bearer ${token}` } : {}),
        },
        body: JSON.stringify(body),
      });
      if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
      return (await response.json()) as Record<string, unknown>;
    };
    const email = `bench-${Date.now()}@example.com`;
    const { token } = (await api('/api/register', {
      name: 'Bench',
      email,
      password: 'correct-horse-42',
      password_confirmation: 'correct-horse-42',
    })) as { token: string };
    const { id: clientId } = (await api('/api/client', { display_name: 'Bench client' }, token)) as {
      id: number;
    };

    const results: Record<
      string,
      Record<string, { bytes: number; requests: number; underTarget: boolean }>
    > = {
      withKoreanSystemFont: {},
      withoutKoreanFont: {},
    };
    const setups = [
      ['withKoreanSystemFont', browsers.notoSansKr],
      ['withoutKoreanFont', browsers.none],
    ] as const;
    for (const [setup, browser] of setups)
      for (const locale of ['kr', 'en'] as const) {
        const { path } = (await api(
          `/api/client/${clientId}/self-reports`,
          { codes, locale, greeting_name: 'Jimin' },
          token,
        )) as { path: string };
        const context = await browser.newContext({
          viewport: { width: 390, height: 844 },
          serviceWorkers: 'allow',
        });
        const page = await context.newPage();
        proxy.take();
        await page.goto(`${proxy.url}${path}`, { waitUntil: 'load' });
        await page.locator('.sr-question').first().waitFor();
        await page.waitForLoadState('networkidle');
        const firstVisit = proxy.take();
        results[setup]![locale] = { ...firstVisit, underTarget: firstVisit.bytes <= firstVisitTargetBytes };
        await context.close();
      }
    writeResult('self-report-page', {
      firstVisitTargetBytes,
      target: 'a phone, which has a Korean system font (withKoreanSystemFont)',
      questions: codes.length,
      firstVisit: results,
    });
  } finally {
    await Promise.all(Object.values(browsers).map((browser) => browser.close()));
    await proxy.stop();
    await server.stop();
  }
}
