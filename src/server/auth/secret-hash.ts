import { createHash } from 'node:crypto';

/**
 * What the database keeps of a secret mailed in a link (an invite, a review's confirmation): its SHA-256, so a copy of
 * the database opens no link. The secrets are random and long, so no salt or slow hash is needed.
 */
export const hashSecret = (secret: string) => createHash('sha256').update(secret).digest('hex');
