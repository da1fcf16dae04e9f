import type { OidcSettings } from '../../platform/oidc/oidc-settings';
import type { SigningMethod } from '../sealing/signing-methods';
import { eidSigningProviders, isEidSigningMethod } from './signing-constants';

/** An e-ID method is available only with its provider configured; the others always are. */
export const signingMethodAvailable = (method: SigningMethod, oidc: OidcSettings): boolean => !isEidSigningMethod(method) || oidc[eidSigningProviders[method]] !== undefined;
