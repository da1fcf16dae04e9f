import type { OidcProvider } from './oidc-providers';

/** One provider's client registration (from the environment; see README "Configure it"). */
export type OidcProviderSettings = {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** The claim carrying the national identity number (ID token or userinfo). */
  nationalIdClaim: string;
  scope: string;
};

/** The configured providers; one left out is not available here. */
export type OidcSettings = Partial<Record<OidcProvider, OidcProviderSettings>>;

/** Each provider's usual claim for the national identity number: BankID Norway's `nnin`, the Swedish `ssn`, MitID's `cpr`. */
export const defaultNationalIdClaims: Record<OidcProvider, string> = { 'bankid-no': 'nnin', 'bankid-se': 'ssn', mitid: 'cpr' };
