import type { Locale } from '@icf/shared/i18n';

/** The web app manifest of a locale (written by build/web-app-manifest-plugin.ts; decision record 0026). */
export function manifestPath(locale: Locale): string {
  return `/manifest.${locale}.webmanifest`;
}

/** Points the page's manifest link at the locale's manifest, so an install takes the name the user reads. */
export function linkManifest(locale: Locale): void {
  document.querySelector('link[rel="manifest"]')?.setAttribute('href', manifestPath(locale));
}
