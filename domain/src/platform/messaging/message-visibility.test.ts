import { describe, expect, it } from 'vitest';
import { unreadByCompany, unreadByRecipient, visibleToRecipient } from './message-visibility';

const at = (minute: number) => new Date(Date.UTC(2026, 10, 24, 12, minute));

describe('message visibility', () => {
  it('shows a shareholder the company’s messages and their own replies, never another shareholder’s', () => {
    expect(visibleToRecipient('SHAREHOLDERS', 'a', { fromRecipientId: null })).toBe(true);
    expect(visibleToRecipient('SHAREHOLDERS', 'a', { fromRecipientId: 'a' })).toBe(true);
    expect(visibleToRecipient('SHAREHOLDERS', 'a', { fromRecipientId: 'b' })).toBe(false);
  });

  it('shows every board member every reply', () => {
    expect(visibleToRecipient('BOARD', 'a', { fromRecipientId: 'b' })).toBe(true);
  });

  it('counts as unread what others wrote after the recipient last opened the thread', () => {
    expect(unreadByRecipient('BOARD', 'a', null, { fromRecipientId: null, createdAt: at(1) })).toBe(true);
    expect(unreadByRecipient('BOARD', 'a', at(2), { fromRecipientId: null, createdAt: at(1) })).toBe(false);
    expect(unreadByRecipient('BOARD', 'a', at(2), { fromRecipientId: 'b', createdAt: at(3) })).toBe(true);
    expect(unreadByRecipient('BOARD', 'a', null, { fromRecipientId: 'a', createdAt: at(3) })).toBe(false);
    expect(unreadByRecipient('SHAREHOLDERS', 'a', null, { fromRecipientId: 'b', createdAt: at(3) })).toBe(false);
  });

  it('counts a reply as unread for the company until someone on its side opens the thread', () => {
    expect(unreadByCompany({ lastReplyAt: null, companyReadAt: null })).toBe(false);
    expect(unreadByCompany({ lastReplyAt: at(2), companyReadAt: null })).toBe(true);
    expect(unreadByCompany({ lastReplyAt: at(2), companyReadAt: at(3) })).toBe(false);
    expect(unreadByCompany({ lastReplyAt: at(4), companyReadAt: at(3) })).toBe(true);
  });
});
