import type { LaunchOptions } from '@playwright/test';
import { fontEnvironment, type KoreanSystemFont } from './font-environments';

/**
 * Which of Debian's chromium builds drives a spec (decision record 0060). Both come from Debian's chromium source
 * package, at the same version, never downloaded:
 * - `headlessShell` (`chromium-headless-shell`): the same Blink and V8 without the desktop browser around them,
 *   which Playwright itself uses for headless runs. A fresh context with a page load costs it about a third of
 *   the CPU the full browser spends, and CI is bound by CPU.
 * - `fullBrowser` (`chromium`): for what only the desktop browser has, its PDF viewer (specs tagged
 *   `@full-browser`).
 */
export type ChromiumBuild = 'headlessShell' | 'fullBrowser';

export const fullBrowserTag = '@full-browser';

function chromiumExecutable(build: ChromiumBuild): string {
  return build === 'fullBrowser'
    ? (process.env.CHROMIUM_PATH ?? '/usr/bin/chromium')
    : (process.env.CHROMIUM_HEADLESS_SHELL_PATH ?? '/usr/bin/chromium-headless-shell');
}

/**
 * Debian's chromium with the fonts the run decides (decision record 0044): the specs see no Korean system font
 * on any machine, so the web font is what they draw Hangul with; e2e/korean-system-font.spec.ts asks for one.
 */
export function chromiumLaunchOptions(
  koreanSystemFont: KoreanSystemFont = 'none',
  build: ChromiumBuild = 'headlessShell',
): LaunchOptions {
  return {
    executablePath: chromiumExecutable(build),
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
