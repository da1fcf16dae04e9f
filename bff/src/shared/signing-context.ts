import type { SigningContext } from '@andel/domain/server';
import type { BffDeps } from './router';
import { platformSealingCertificate } from './sealing-certificate';

/** What the signing engine needs from the server's configuration. */
export const signingContext = ({ config, fileStore }: BffDeps): SigningContext => ({
  store: fileStore,
  certificate: () => platformSealingCertificate(config),
  appUrl: config.appUrl,
  oidc: config.oidc,
});
