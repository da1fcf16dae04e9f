// What the user's own calls answer, shared by the BFF that sends it and the console that reads it.

/** `POST /portfolio/accept-terms`: accepted; `emailToVerify` is the address a verification code went to, if one did. */
export type AcceptedTerms = { ok: true; emailToVerify: string | null };
