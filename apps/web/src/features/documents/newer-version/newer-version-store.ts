import { createExternalStore } from '../../../lib/external-store';
import type { NewerVersion } from './check-newer-version';

/** The write screen's last word on a newer version of its document (decision record 0036). */
export const newerVersionStore = createExternalStore<NewerVersion>({ kind: 'none' });
