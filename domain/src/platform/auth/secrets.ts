import { createHash, randomBytes, randomInt } from 'node:crypto';

/** 256-bit random token, URL-safe. */
export const newToken = (): string => randomBytes(32).toString('base64url');

export const sixDigitCode = (): string => randomInt(0, 1_000_000).toString().padStart(6, '0');

/** Tokens are stored as SHA-256: they are random, so a slow hash adds nothing. */
export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');
