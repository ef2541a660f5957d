import { z } from 'zod';
import { clientGoalIds } from './client-goals';

/** A goal id in a request (decision 0034); apart from the goals' rules, so those need no zod. */
export const clientGoalIdSchema = z.enum(clientGoalIds);
