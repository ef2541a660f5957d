import { z } from 'zod';
import { disciplines } from './disciplines';

/** A discipline in a request (decision 0034); apart from `disciplines`, so that list needs no zod. */
export const disciplineSchema = z.enum(disciplines);
