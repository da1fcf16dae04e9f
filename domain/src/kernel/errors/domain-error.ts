import type { ErrorCode } from './error-codes';

export type ErrorParams = Record<string, string | number>;

/** A refused command. The code is a message key the client translates; the server writes no sentences. */
export class DomainError extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly params: ErrorParams = {},
  ) {
    super(code);
    this.name = 'DomainError';
  }
}

export const isDomainError = (error: unknown): error is DomainError => error instanceof DomainError;
