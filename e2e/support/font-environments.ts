import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * The fonts a test browser sees are the run's choice, not the machine's (decision record 0044): Chromium on
 * Linux finds its fonts through fontconfig, and FONTCONFIG_FILE points it at one of two files that keep the
 * machine's own configuration but decide the Korean fonts.
 * - `none`: every font that covers Korean is rejected, as on a computer without a Korean font. The app then
 *   brings in its web font (decision records 0021, 0026, 0039), which most specs see and some assert.
 * - `notoSansKr`: the same, plus the TTFs of Noto Sans KR that `@expo-google-fonts/noto-sans-kr` ships (regular
 *   and bold) as installed fonts, as users' devices have a Korean system font (Malgun Gothic on Windows, Apple
 *   SD Gothic Neo on macOS and iOS, Noto Sans CJK on Android and most Linux desktops). A page then finds
 *   `local("Noto Sans KR")` and downloads no web font.
 * A machine with `fonts-noto-cjk` installed (a Korean clinician's or developer's) runs the same tests.
 */
export type KoreanSystemFont = 'none' | 'notoSansKr';

export function fontEnvironment(koreanSystemFont: KoreanSystemFont): { FONTCONFIG_FILE: string } {
  const folder = path.join(repoRoot, 'node_modules/.cache/icf-test-fonts', koreanSystemFont);
  mkdirSync(path.join(folder, 'cache'), { recursive: true });
  const bundledFiles = koreanSystemFont === 'notoSansKr' ? notoSansKrFiles() : [];
  const lines = [
    '<?xml version="1.0"?>',
    '<!DOCTYPE fontconfig SYSTEM "fonts.dtd">',
    '<fontconfig>',
    '  <include ignore_missing="yes">/etc/fonts/fonts.conf</include>',
    ...bundledFiles.map((file) => `  <dir>${path.dirname(file)}</dir>`),
    '  <selectfont>',
    // The bundled Noto Sans KR is accepted by its files, so the rejection of Korean fonts leaves it in (a glob
    // would not: it accepts file names, and the rejection is of fonts).
    ...bundledFiles.map(
      (file) =>
        `    <acceptfont><pattern><patelt name="file"><string>${file}</string></patelt></pattern></acceptfont>`,
    ),
    '    <rejectfont><pattern><patelt name="lang"><string>ko</string></patelt></pattern></rejectfont>',
    '  </selectfont>',
    `  <cachedir>${path.join(folder, 'cache')}</cachedir>`,
    '</fontconfig>',
    '',
  ];
  const configFile = path.join(folder, 'fonts.conf');
  // Playwright loads its configuration in every worker: each writes a file of its own and renames it into place.
  const partial = `${configFile}.${process.pid}`;
  writeFileSync(partial, lines.join('\n'));
  renameSync(partial, configFile);
  return { FONTCONFIG_FILE: configFile };
}

function notoSansKrFiles(): string[] {
  const require = createRequire(path.join(repoRoot, 'package.json'));
  return [
    '@expo-google-fonts/noto-sans-kr/400Regular/NotoSansKR_400Regular.ttf',
    '@expo-google-fonts/noto-sans-kr/700Bold/NotoSansKR_700Bold.ttf',
  ].map((file) => require.resolve(file));
}
