import { describe, expect, it } from 'vitest';
import { deliveryStateOf } from './delivery-state';

describe('deliveryStateOf', () => {
  it('maps the outbox to the seed\'s delivery states', () => {
    expect(deliveryStateOf(null)).toBe('UNSENT');
    expect(deliveryStateOf({ status: 'PENDING' })).toBe('SENT');
    expect(deliveryStateOf({ status: 'SENT' })).toBe('DELIVERED');
    expect(deliveryStateOf({ status: 'FAILED' })).toBe('SENDING_FAILED');
  });
});
