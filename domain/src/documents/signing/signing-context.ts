import type { EntityManager } from '@mikro-orm/core';
import type { OidcSettings } from '../../platform/oidc/oidc-settings';
import type { SealingCertificate } from '../sealing/sealing-certificate';
import type { FileStore } from '../storage/file-store';

/**
 * What signing needs from the server: the file store, the sealing certificate, the public address, the e-ID providers,
 * and what follows a seal in the wings above (the decision tool publishes sealed minutes), after its commit.
 */
export type SigningContext = {
  store: FileStore;
  certificate: () => Promise<SealingCertificate>;
  appUrl: string;
  oidc: OidcSettings;
  onSealed?: (options: { em: EntityManager; requestId: string }) => Promise<void>;
};
