import forge from 'node-forge';
import { createHash, createPublicKey, verify } from 'node:crypto';
import { certificateFingerprint } from './sealing-certificate';

const byteRangePattern = /\/ByteRange\s*\[\s*(\d+)\s+(\d+)\s+(\d+)\s+(\d+)\s*\]/g;
const messageDigestOid = forge.pki.oids.messageDigest!;
const sha256Oid = forge.pki.oids.sha256!;

export type SealSignatureCheck = 'valid' | 'notSealed' | 'altered' | 'notOurSeal';

/** The signature's contents as hex, at most: ours fill an 8 KiB placeholder; a larger one is not ours and is not parsed. */
const maxContentsHexLength = 2 * 64 * 1024;

type Node = forge.asn1.Asn1;
const children = (node: Node | undefined): Node[] => (node && Array.isArray(node.value) ? (node.value as Node[]) : []);
const bytesOf = (node: Node | undefined) => Buffer.from(typeof node?.value === 'string' ? node.value : '', 'binary');
const oidOf = (node: Node | undefined) => (typeof node?.value === 'string' ? forge.asn1.derToOid(node.value) : '');
const isContext = (node: Node, tag: number) => node.tagClass === forge.asn1.Class.CONTEXT_SPECIFIC && node.type === tag;

/** The one signature's byte range, when the file has exactly one and it covers every byte but its own contents. */
const wholeFileRange = (pdf: Buffer) => {
  const ranges = [...pdf.toString('latin1').matchAll(byteRangePattern)].map((match) => match.slice(1, 5).map(Number) as [number, number, number, number]);
  if (ranges.length === 0) return 'notSealed' as const;
  const [range] = ranges;
  if (ranges.length > 1 || !range) return 'altered' as const;
  const [start, firstLength, secondStart, secondLength] = range;
  const covers = start === 0 && firstLength > 0 && secondStart > firstLength + 1 && secondStart + secondLength === pdf.length;
  if (!covers || pdf[firstLength] !== 0x3c || pdf[secondStart - 1] !== 0x3e || secondStart - firstLength - 2 > maxContentsHexLength) return 'altered' as const;
  return { signed: Buffer.concat([pdf.subarray(0, firstLength), pdf.subarray(secondStart)]), contents: pdf.subarray(firstLength + 1, secondStart - 1) };
};

/** The placeholder is padded with zeros after the DER: the bytes of its first element only (by its length header). */
const firstElement = (der: Buffer) => {
  const first = der[1] ?? 0;
  if (first < 0x80) return der.subarray(0, 2 + first);
  const lengthBytes = first & 0x7f;
  const length = der.subarray(2, 2 + lengthBytes).reduce((total, byte) => total * 256 + byte, 0);
  return der.subarray(0, 2 + lengthBytes + length);
};

/** SignedData's parts we check: the certificates it carries and its one signer's attributes, digest algorithm and signature. */
const signerOf = (contents: Buffer) => {
  const der = firstElement(Buffer.from(contents.toString('latin1'), 'hex'));
  const contentInfo = forge.asn1.fromDer(forge.util.createBuffer(der.toString('binary')), false);
  const signedData = children(children(children(contentInfo)[1])[0]);
  const certificates = children(signedData.find((node) => isContext(node, 0)));
  const signerInfos = children(signedData.at(-1));
  if (signerInfos.length !== 1) return null;
  const signerInfo = children(signerInfos[0]);
  const attributes = signerInfo.find((node) => isContext(node, 0));
  const [digestAlgorithm] = children(signerInfo[2]);
  const signature = signerInfo.at(-1);
  if (!attributes || !signature) return null;
  return {
    certificates: certificates.map((node) => forge.pki.certificateFromAsn1(node)),
    attributes,
    digestOid: oidOf(digestAlgorithm),
    signature: bytesOf(signature),
  };
};

const messageDigestOf = (attributes: Node) => {
  const attribute = children(attributes).find((node) => oidOf(children(node)[0]) === messageDigestOid);
  return bytesOf(children(children(attribute)[1])[0]);
};

/** The signed attributes as they were signed: DER with the SET OF tag instead of the implicit [0]. */
const signedAttributesDer = (attributes: Node) => {
  const der = Buffer.from(forge.asn1.toDer(attributes).getBytes(), 'binary');
  der[0] = 0x31;
  return der;
};

/**
 * Whether a PDF carries exactly one signature, over the whole file, made with the platform certificate and unaltered since:
 * the byte range ends at the file's end, the CMS message digest is the SHA-256 of the signed bytes, and the signature over
 * the signed attributes verifies with the platform certificate's key.
 */
export const checkSealSignature = (pdf: Buffer, platformCertificatePem: string): SealSignatureCheck => {
  const range = wholeFileRange(pdf);
  if (typeof range === 'string') return range;
  let signer: ReturnType<typeof signerOf>;
  try {
    signer = signerOf(range.contents);
  } catch {
    return 'altered';
  }
  if (!signer) return 'altered';
  const platform = forge.pki.certificateFromPem(platformCertificatePem);
  const platformFingerprint = certificateFingerprint(platform);
  if (!signer.certificates.some((certificate) => certificateFingerprint(certificate) === platformFingerprint)) return 'notOurSeal';
  if (signer.digestOid !== sha256Oid) return 'altered';
  if (!messageDigestOf(signer.attributes).equals(createHash('sha256').update(range.signed).digest())) return 'altered';
  const key = createPublicKey(forge.pki.publicKeyToPem(platform.publicKey));
  return verify('sha256', signedAttributesDer(signer.attributes), key, signer.signature) ? 'valid' : 'altered';
};
