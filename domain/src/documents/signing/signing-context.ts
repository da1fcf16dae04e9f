import type { OidcSettings } from '../../platform/oidc/oidc-settings';
import type { SealingCertificate } from '../sealing/sealing-certificate';
import type { FileStore } from '../storage/file-store';

/** What signing needs from the server: the file store, the sealing certificate, the public address and the e-ID providers. */
export type SigningContext = { store: FileStore; certificate: () => Promise<SealingCertificate>; appUrl: string; oidc: OidcSettings };
