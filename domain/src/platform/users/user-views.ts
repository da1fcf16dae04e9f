// What the user's own calls answer, shared by the BFF that sends it and the console that reads it.
import type { Language } from '../../kernel/i18n/languages';

/** `POST /portfolio/accept-terms`: accepted; `emailToVerify` is the address a verification code went to, if one did. */
export type AcceptedTerms = { ok: true; emailToVerify: string | null };

/** `GET /interface-languages`: the interface languages this host offers (Swedish is hidden on the main production host). */
export type InterfaceLanguages = { languages: Language[] };

/**
 * `GET /index` (seed: platform core, section 7, no payload; what it answers is ours): what every page needs before
 * anyone signs in: the interface languages this host offers and whether this is a test environment (the top bar's
 * test label, which a user may hide for the session).
 */
export type AppIndex = { interfaceLanguages: Language[]; defaultLanguage: Language; testEnvironment: boolean };

/** `PUT /add-affiliate/{key}`: the partner key recorded on the user (the first one recorded stays). */
export type AffiliateRecorded = { affiliateKey: string };
