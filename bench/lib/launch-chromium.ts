import { chromium, type Browser } from '@playwright/test';
import { chromiumLaunchOptions } from '../../e2e/support/chromium-launch';

/** The browser the end-to-end tests drive: Debian's chromium, with the fonts the run decides (decision 0044). */
export function launchChromium(): Promise<Browser> {
  return chromium.launch(chromiumLaunchOptions());
}
