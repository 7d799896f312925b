import { z } from './zod.ts';

/** A point in time as the API sends it (Date objects are serialised to ISO 8601 strings). */
export const instant = z.string().describe('ISO 8601 instant');
