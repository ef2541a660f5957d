import { mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { repoRoot } from './start-server';

/**
 * The environment that gives a browser a Korean system font, as users' devices have one (Malgun Gothic on
 * Windows, Apple SD Gothic Neo on macOS and iOS, Noto Sans CJK on Android and most Linux desktops): a
 * fontconfig file that keeps the machine's own configuration and adds the TTFs of Noto Sans KR that
 * `@expo-google-fonts/noto-sans-kr` ships (regular and bold) as installed fonts. Chromium on Linux finds its
 * fonts through fontconfig, so a page then finds `local("Noto Sans KR")` and draws Hangul without a web font
 * (decision records 0026, 0039). The machine itself is left as it is.
 */
export function koreanSystemFontEnvironment(): Record<string, string> {
  const folder = path.join(repoRoot, 'node_modules/.cache/icf-korean-system-font');
  mkdirSync(path.join(folder, 'cache'), { recursive: true });
  const require = createRequire(path.join(repoRoot, 'package.json'));
  const fontFolders = [
    '@expo-google-fonts/noto-sans-kr/400Regular/NotoSansKR_400Regular.ttf',
    '@expo-google-fonts/noto-sans-kr/700Bold/NotoSansKR_700Bold.ttf',
  ].map((file) => path.dirname(require.resolve(file)));
  const configFile = path.join(folder, 'fonts.conf');
  writeFileSync(
    configFile,
    [
      '<?xml version="1.0"?>',
      '<!DOCTYPE fontconfig SYSTEM "fonts.dtd">',
      '<fontconfig>',
      '  <include ignore_missing="yes">/etc/fonts/fonts.conf</include>',
      ...fontFolders.map((folderPath) => `  <dir>${folderPath}</dir>`),
      `  <cachedir>${path.join(folder, 'cache')}</cachedir>`,
      '</fontconfig>',
      '',
    ].join('\n'),
  );
  return { FONTCONFIG_FILE: configFile };
}
