import forge from 'node-forge';
import { createHash, generateKeyPairSync, randomBytes } from 'node:crypto';
import { chmod, mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';

/** The platform's sealing identity: the PKCS#12 that signs sealed PDFs and its public certificate. */
export type SealingCertificate = {
  p12: Buffer;
  passphrase: string;
  certificatePem: string;
  /** SHA-256 of the certificate's DER encoding, lower-case hex: how a signature is matched to the platform. */
  fingerprint: string;
};

export type SealingCertificateSource = { p12Path?: string | undefined; passphrase?: string | undefined; dataDir: string };

const certificateYears = 10;

const readP12 = (p12: Buffer, passphrase: string): SealingCertificate => {
  const parsed = forge.pkcs12.pkcs12FromAsn1(forge.asn1.fromDer(p12.toString('binary')), false, passphrase);
  const certBag = forge.pki.oids.certBag!;
  const certificate = parsed.getBags({ bagType: certBag })[certBag]?.[0]?.cert;
  if (!certificate) throw new Error('The sealing PKCS#12 holds no certificate');
  return { p12, passphrase, certificatePem: forge.pki.certificateToPem(certificate), fingerprint: certificateFingerprint(certificate) };
};

export const certificateFingerprint = (certificate: forge.pki.Certificate) =>
  createHash('sha256').update(Buffer.from(forge.asn1.toDer(forge.pki.certificateToAsn1(certificate)).getBytes(), 'binary')).digest('hex');

/** A self-signed RSA-3072 certificate for "Andel document seal", valid ten years, packed as PKCS#12 with the given passphrase. */
export const createSealingP12 = (passphrase: string, now = new Date()): Buffer => {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 3072 });
  const key = forge.pki.privateKeyFromPem(privateKey.export({ type: 'pkcs8', format: 'pem' }).toString());
  const certificate = forge.pki.createCertificate();
  certificate.publicKey = forge.pki.publicKeyFromPem(publicKey.export({ type: 'spki', format: 'pem' }).toString());
  certificate.serialNumber = `01${randomBytes(15).toString('hex')}`;
  certificate.validity.notBefore = new Date(now.getTime() - 60_000);
  certificate.validity.notAfter = new Date(now.getTime());
  certificate.validity.notAfter.setFullYear(now.getFullYear() + certificateYears);
  const subject = [
    { name: 'commonName', value: 'Andel document seal' },
    { name: 'organizationName', value: 'Andel' },
  ];
  certificate.setSubject(subject);
  certificate.setIssuer(subject);
  certificate.setExtensions([
    { name: 'basicConstraints', cA: false },
    { name: 'keyUsage', digitalSignature: true, nonRepudiation: true },
    { name: 'subjectKeyIdentifier' },
  ]);
  certificate.sign(key, forge.md.sha256.create());
  const p12 = forge.pkcs12.toPkcs12Asn1(key, [certificate], passphrase, { algorithm: 'aes256', friendlyName: 'Andel document seal' });
  return Buffer.from(forge.asn1.toDer(p12).getBytes(), 'binary');
};

const generatedPath = (dataDir: string) => join(dataDir, 'sealing', 'seal.p12');
const generatedPassphrasePath = (dataDir: string) => join(dataDir, 'sealing', 'seal.passphrase');

const readIfPresent = (path: string) =>
  readFile(path).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return null;
    throw error;
  });

/**
 * The configured PKCS#12 (`SEAL_P12_PATH`, `SEAL_P12_PASSWORD`), or else the one generated on first start under
 * `DATA_DIR/sealing` (kept, with its random passphrase beside it, readable by the owner only).
 */
export const loadSealingCertificate = async ({ p12Path, passphrase, dataDir }: SealingCertificateSource): Promise<SealingCertificate> => {
  if (p12Path) return readP12(await readFile(p12Path), passphrase ?? '');
  const path = generatedPath(dataDir);
  const existing = await readIfPresent(path);
  if (existing) return readP12(existing, (await readFile(generatedPassphrasePath(dataDir), 'utf8')).trim());
  const generatedPassphrase = randomBytes(24).toString('base64url');
  const p12 = createSealingP12(generatedPassphrase);
  await mkdir(dirname(path), { recursive: true, mode: 0o700 });
  await writeFile(generatedPassphrasePath(dataDir), generatedPassphrase, { mode: 0o600 });
  // Written under a temporary name and renamed, so a crash never leaves half a key store.
  await writeFile(`${path}.tmp`, p12, { mode: 0o600 });
  await chmod(`${path}.tmp`, 0o600);
  await rename(`${path}.tmp`, path);
  return readP12(p12, generatedPassphrase);
};

const loaded = new Map<string, Promise<SealingCertificate>>();

/** `loadSealingCertificate` once per source in a process. */
export const sealingCertificateFor = (source: SealingCertificateSource) => {
  const key = JSON.stringify([source.p12Path ?? null, source.dataDir]);
  let certificate = loaded.get(key);
  if (!certificate) {
    certificate = loadSealingCertificate(source);
    certificate.catch(() => loaded.delete(key));
    loaded.set(key, certificate);
  }
  return certificate;
};
