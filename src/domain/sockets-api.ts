import { z } from './zod.ts';

/** The token call of a socket (team chat, the live inbox): for one supplier, answered with a single-use token. */
export const socketTokenRequestSchema = z.object({ supplierId: z.string().min(1).max(128) });
export const socketTokenSchema = z.object({ token: z.string(), expiresAt: z.string() });
