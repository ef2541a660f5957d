import type { LaunchOptions } from '@playwright/test';
import { fontEnvironment, type KoreanSystemFont } from './font-environments';

/**
 * Debian's chromium (never a downloaded browser), with the fonts the run decides (decision record 0044): the
 * specs see no Korean system font on any machine, so the web font is what they draw Hangul with;
 * e2e/korean-system-font.spec.ts asks for one.
 */
export function chromiumLaunchOptions(koreanSystemFont: KoreanSystemFont = 'none'): LaunchOptions {
  return {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    env: { ...process.env, ...fontEnvironment(koreanSystemFont) },
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  };
}
