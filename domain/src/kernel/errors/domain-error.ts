/**
 * The codes a refusal may carry. Empty here: the kernel knows no room. The collector where the wings meet
 * (`collected/error-codes.ts`) registers every room's codes into it by declaration merging.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface ErrorCodeRegistry {}

export type ErrorCode = keyof ErrorCodeRegistry & string;

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
