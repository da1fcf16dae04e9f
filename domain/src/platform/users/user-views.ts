// What the user's own calls answer, shared by the BFF that sends it and the console that reads it.
import type { Language } from '../../kernel/i18n/languages';

/** `POST /portfolio/accept-terms`: accepted; `emailToVerify` is the address a verification code went to, if one did. */
export type AcceptedTerms = { ok: true; emailToVerify: string | null };

/** `GET /interface-languages`: the interface languages this host offers (Swedish is hidden on the main production host). */
export type InterfaceLanguages = { languages: Language[] };
