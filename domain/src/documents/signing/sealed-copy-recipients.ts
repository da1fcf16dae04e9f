import type { Language } from '../../kernel/i18n/languages';
import type { SigningRequest } from './signing-request.entity';
import type { Signer } from './signer.entity';

export type SealedCopyAddressee = { name: string; email: string; language: Language };

/** Who gets the sealed copy by the request's `sendSealedCopyTo`: the sender, every signer, the others named; one email an address. */
export const sealedCopyRecipientsOf = (request: Pick<SigningRequest, 'sendSealedCopyTo' | 'otherRecipients' | 'requestedBy' | 'language'>, signers: Pick<Signer, 'name' | 'email' | 'language'>[]): SealedCopyAddressee[] => {
  const chosen: SealedCopyAddressee[] = [];
  if (request.sendSealedCopyTo.includes('SENDER') && request.requestedBy) chosen.push({ name: request.requestedBy.name, email: request.requestedBy.email, language: request.requestedBy.language });
  if (request.sendSealedCopyTo.includes('ALL_SIGNERS')) chosen.push(...signers.map(({ name, email, language }) => ({ name, email, language })));
  if (request.sendSealedCopyTo.includes('OTHERS')) chosen.push(...request.otherRecipients.map(({ name, email }) => ({ name, email, language: request.language })));
  const seen = new Set<string>();
  return chosen.filter(({ email }) => {
    const key = email.toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
};
