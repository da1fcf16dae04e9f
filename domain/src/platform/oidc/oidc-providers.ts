/** The e-ID providers Andel speaks OpenID Connect with: BankID Norway, BankID Sweden and MitID (Denmark). */
export const oidcProviders = ['bankid-no', 'bankid-se', 'mitid'] as const;
export type OidcProvider = (typeof oidcProviders)[number];

/** The country whose national identity number each provider asserts. */
export const oidcProviderCountry: Record<OidcProvider, 'NO' | 'SE' | 'DK'> = { 'bankid-no': 'NO', 'bankid-se': 'SE', mitid: 'DK' };

/**
 * A user first met through an e-ID has no email yet: they get an address in this reserved domain (`.invalid` never
 * delivers) until the first-login screen's verified address replaces it.
 */
export const eidPlaceholderEmailDomain = 'eid.andel.invalid';
export const isEidPlaceholderEmail = (email: string) => email.endsWith(`@${eidPlaceholderEmailDomain}`);
