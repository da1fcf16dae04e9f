import { publishSealedMinutes, refreshProjectStatusAfterSeal, type SigningContext } from '@andel/domain/server';
import type { BffDeps } from './router';
import { platformSealingCertificate } from './sealing-certificate';

/** What the signing engine needs from the server's configuration; a seal moves its project's status and publishes a general meeting's minutes when due. */
export const signingContext = ({ config, fileStore, emailQueued }: Pick<BffDeps, 'config' | 'fileStore' | 'emailQueued'>): SigningContext => ({
  store: fileStore,
  certificate: () => platformSealingCertificate(config),
  appUrl: config.appUrl,
  oidc: config.oidc,
  onSealed: async ({ em, requestId }) => {
    await refreshProjectStatusAfterSeal({ em, requestId });
    if (await publishSealedMinutes({ em, store: fileStore, requestId })) emailQueued();
  },
});
