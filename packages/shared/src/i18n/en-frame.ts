import { commonEn } from './en/common.ts';
import { offlineEn } from './en/offline.ts';

/**
 * The frame of every page: the navigation bar, the landing page and its footer, page titles, the offline bar.
 * A first visit of the landing page loads only this part of the catalogue (decision record 0039); the rest
 * comes with the next page.
 */
export const enFrame = { ...commonEn, ...offlineEn } as const;
