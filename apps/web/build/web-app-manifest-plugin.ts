import type { Plugin } from 'vite';
import { htmlLang, locales, type Locale } from '../../../packages/shared/src/i18n/index.ts';
import { commonEn } from '../../../packages/shared/src/i18n/en/common.ts';
import { commonKr } from '../../../packages/shared/src/i18n/kr/common.ts';
import { manifestPath } from '../src/i18n/web-app-manifest.ts';

const names: Record<Locale, { name: string; short_name: string }> = {
  en: { name: commonEn['app.name'], short_name: commonEn['app.brand'] },
  kr: { name: commonKr['app.name'], short_name: commonKr['app.brand'] },
};

/**
 * Decision record 0026: one web app manifest per locale, named from the same catalogue as the navigation bar,
 * so the installed app carries the name the user reads. Theme colour: `--color-primary` of global.css.
 */
export function webAppManifest(): Plugin {
  return {
    name: 'icf-web-app-manifest',
    apply: 'build',
    generateBundle() {
      for (const locale of locales) {
        const manifest = {
          ...names[locale],
          lang: htmlLang(locale),
          start_url: '/',
          scope: '/',
          display: 'standalone',
          theme_color: '#1f6f8b',
          background_color: '#f4f7f9',
          icons: [
            { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any maskable' },
            { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any maskable' },
          ],
        };
        this.emitFile({
          type: 'asset',
          fileName: manifestPath(locale).slice(1),
          source: `${JSON.stringify(manifest, null, 2)}\n`,
        });
      }
    },
  };
}
