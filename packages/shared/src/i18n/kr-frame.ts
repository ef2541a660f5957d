import type { enFrame } from './en-frame.ts';
import { commonKr } from './kr/common.ts';
import { offlineKr } from './kr/offline.ts';

/** The Korean frame of every page (en-frame.ts). */
export const krFrame: Record<keyof typeof enFrame, string> = { ...commonKr, ...offlineKr };
