import { describe, expect, it } from 'vitest';
import { emailTemplates, nameForEmail, withCheckedNames } from './email-templates';

describe('names that an email greets or speaks of are checked as names', () => {
  it.each(['Kari Nordmann', 'Anne-Marie O’Neil', 'Åse Ødegård', 'Ola'])('%j reads as a name', (name) => expect(nameForEmail(name)).toBe(name));
  it.each(['Visit https://evil.example', 'kari@example.no', 'Call 22 33 44 55', '', 'a b c d e f g h i'])('%j does not', (name) => expect(nameForEmail(name)).toBeNull());

  it('greets without a name that is not one, and says "someone" sent what such an account sent, quoting the note as theirs', () => {
    const params = withCheckedNames('nb', { inviterName: 'Your bank: log in at https://evil.example', companyNames: 'Nordlys AS', link: 'http://localhost/invitation/x/y', personalNote: 'Hei!' });
    const { subject, text } = emailTemplates.invitation('nb', params);
    expect(`${subject}\n${text}`).not.toContain('evil.example');
    expect(text).toContain('Melding fra Noen:\n> Hei!');
    expect(emailTemplates.emailVerification('nb', { name: 'Win at https://evil.example', code: '123456' }).text.split('\n')[0]).toBe('Hei,');
  });
});
