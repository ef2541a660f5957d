import { launchChromium } from './launch-chromium';
import { startCountingProxy } from './counting-proxy';

export interface VisitTransfer {
  /** Until the page's load event. */
  firstVisit: { bytes: number; requests: number };
  /**
   * What follows in the background until the network is quiet: the work after the first screen (the codes, the
   * Korean web font on a machine without a Korean font) and the service worker keeping the app for offline use.
   */
  afterFirstVisitLoad: { bytes: number; requests: number };
  /** The same page opened again in the same browser, nothing changed on the server. */
  repeatVisit: { bytes: number; requests: number };
}

/**
 * Bytes and requests the server sends for a first and a repeat visit of each page (decision record 0026),
 * counted by a proxy in front of the server, so the service worker's own requests count too. A visitor, in
 * a desktop chromium without throttling: these are sizes, not times.
 */
export async function measureVisitTransfer(
  serverUrl: string,
  pages: string[],
): Promise<Record<string, VisitTransfer>> {
  const proxy = await startCountingProxy(serverUrl);
  const browser = await launchChromium();
  const results: Record<string, VisitTransfer> = {};
  try {
    for (const page of pages) {
      const context = await browser.newContext({ serviceWorkers: 'allow' });
      const tab = await context.newPage();
      proxy.take();
      await tab.goto(`${proxy.url}${page}`, { waitUntil: 'load' });
      const firstVisit = proxy.take();
      await tab.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
        timeout: 60_000,
      });
      await tab.waitForLoadState('networkidle');
      const afterFirstVisitLoad = proxy.take();
      await tab.goto(`${proxy.url}${page}`, { waitUntil: 'networkidle' });
      // The worker's update check and the reference data's revalidation may follow the load.
      await tab.waitForTimeout(2_000);
      const repeatVisit = proxy.take();
      results[page] = { firstVisit, afterFirstVisitLoad, repeatVisit };
      await context.close();
    }
  } finally {
    await browser.close();
    await proxy.stop();
  }
  return results;
}
