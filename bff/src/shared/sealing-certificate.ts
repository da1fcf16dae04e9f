import { sealingCertificateFor } from '@andel/domain/server';
import type { Config } from '../config';

/** The platform's sealing certificate for this configuration (loaded, or generated on first start, once per process). */
export const platformSealingCertificate = (config: Config) =>
  sealingCertificateFor({ p12Path: config.SEAL_P12_PATH, passphrase: config.SEAL_P12_PASSWORD, dataDir: config.DATA_DIR });
