import { describe, expect, it } from 'vitest';
import { signerState } from './signer-state';

describe("a signer's status label", () => {
  it('is signed once signed, whatever the email did', () => {
    expect(signerState({ isSigned: true, deliveryState: 'SENDING_FAILED' })).toBe('signed');
  });

  it("follows the email's delivery while unsigned", () => {
    expect(signerState({ isSigned: false, deliveryState: 'UNSENT' })).toBe('notSent');
    expect(signerState({ isSigned: false, deliveryState: 'SENT' })).toBe('sent');
    expect(signerState({ isSigned: false, deliveryState: 'DELIVERED' })).toBe('sent');
    expect(signerState({ isSigned: false, deliveryState: 'SENDING_FAILED' })).toBe('failedToSend');
    expect(signerState({ isSigned: false, deliveryState: 'DELIVERY_FAILED' })).toBe('deliveryFailed');
    expect(signerState({ isSigned: false, deliveryState: null })).toBe('unknown');
  });
});
