import type { enFrame } from './en-frame';
import { commonKr } from './kr/common';
import { offlineKr } from './kr/offline';

/** The Korean frame of every page (en-frame.ts). */
export const krFrame: Record<keyof typeof enFrame, string> = { ...commonKr, ...offlineKr };
