import { describe, expect, it } from 'vitest';
import { sealedCopyRecipientsOf } from './sealed-copy-recipients';
import { sealedFileName } from './seal-signing-request';

const sender = { name: 'Sara Sender', email: 'sara@example.no', language: 'nb' as const };
const signers = [
  { name: 'Kari Nordmann', email: 'kari@example.no', language: 'nb' as const },
  { name: 'Sara Sender', email: 'SARA@example.no', language: 'en' as const },
];
const request = (sendSealedCopyTo: ('SENDER' | 'ALL_SIGNERS' | 'OTHERS')[]) =>
  ({ sendSealedCopyTo, otherRecipients: [{ name: 'Revisor AS', email: 'revisor@example.no' }], requestedBy: sender, language: 'sv' as const }) as never;

describe('sealedCopyRecipientsOf', () => {
  it('sends to the sender and every signer by default, one email an address', () => {
    expect(sealedCopyRecipientsOf(request(['ALL_SIGNERS', 'SENDER']), signers).map(({ email }) => email)).toEqual(['sara@example.no', 'kari@example.no']);
  });
  it('sends to the others named only when OTHERS is chosen, in the request language', () => {
    expect(sealedCopyRecipientsOf(request(['OTHERS']), signers)).toEqual([{ name: 'Revisor AS', email: 'revisor@example.no', language: 'sv' }]);
    expect(sealedCopyRecipientsOf(request(['SENDER']), signers)).toEqual([sender]);
  });
});

describe('sealedFileName', () => {
  it('puts the suffix before the extension and keeps within 255 characters', () => {
    expect(sealedFileName('Avtale.pdf', 'signert')).toBe('Avtale (signert).pdf');
    expect(sealedFileName('Protokoll', 'signed')).toBe('Protokoll (signed).pdf');
    expect(sealedFileName(`${'a'.repeat(260)}.pdf`, 'signert')).toHaveLength(255);
  });
});
