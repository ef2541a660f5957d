import { startCountingProxy } from './lib/counting-proxy';
import { launchChromium } from './lib/launch-chromium';
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
  const browser = await launchChromium();
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

    const results: Record<string, { bytes: number; requests: number; underTarget: boolean }> = {};
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
      results[locale] = { ...firstVisit, underTarget: firstVisit.bytes <= firstVisitTargetBytes };
      await context.close();
    }
    writeResult('self-report-page', { firstVisitTargetBytes, questions: codes.length, firstVisit: results });
  } finally {
    await browser.close();
    await proxy.stop();
    await server.stop();
  }
}
