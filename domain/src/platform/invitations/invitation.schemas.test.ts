import { describe, expect, it } from 'vitest';
import { ZAcceptInvitationSchema, ZAskForPermissionSchema, ZInviteAdminSchema, ZInviteShareholdersSchema, ZRevokeAllAdminAccessSchema } from './invitation.schemas';

const messagesOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map(({ path, message }) => [path.join('.'), message]));

describe('invitation schemas', () => {
  it('take organisation numbers in the stored form only (9 digits, or SE and 10)', () => {
    expect(ZInviteAdminSchema.safeParse({ email: 'a@b.no', language: 'nb', inviteTo: ['123456789', 'SE5560160680'] }).success).toBe(true);
    for (const orgNo of ['12345678', '1234567890', 'SE123', '12345678X', ' '])
      expect(messagesOf(ZInviteAdminSchema.safeParse({ email: 'a@b.no', language: 'nb', inviteTo: [orgNo] }))).toEqual({ 'inviteTo.0': 'invalidValue' });
    expect(messagesOf(ZRevokeAllAdminAccessSchema.safeParse({ externalId: 'nope', orgNos: ['x'] }))).toEqual({ externalId: 'invalidValue', 'orgNos.0': 'invalidValue' });
  });

  it('refuse an email longer than its column, a language and an access type outside their lists', () => {
    const long = `${'a'.repeat(310)}@example.no`;
    expect(messagesOf(ZInviteAdminSchema.safeParse({ email: long, language: 'de', inviteTo: ['123456789'] }))).toEqual({ email: 'invalidValue', language: 'invalidValue' });
    expect(messagesOf(ZInviteAdminSchema.safeParse({ email: 'not-an-email', language: 'nb', inviteTo: ['123456789'], inviteToRoleId: 'role-1' }))).toEqual({
      email: 'email-field.invalid-email',
      inviteToRoleId: 'invalidValue',
    });
    expect(messagesOf(ZAskForPermissionSchema.safeParse({ organisationNumber: '123456789', requestAccessType: 'owner' }))).toEqual({ requestAccessType: 'invalidValue' });
  });

  it('keep notes and names to their length and to characters that can be stored; a blank note is none', () => {
    expect(messagesOf(ZInviteShareholdersSchema.safeParse({ shareholders: [{ shareholderId: crypto.randomUUID(), email: 'a@b.no' }], language: 'nb', personalNoteText: 'x'.repeat(2001) }))).toEqual({
      personalNoteText: 'maxStringLength',
    });
    expect(messagesOf(ZAskForPermissionSchema.safeParse({ organisationNumber: '123456789', requestAccessType: 'admin', personalNoteText: 'hei\u0000', companyName: 'A\nB' }))).toEqual({
      personalNoteText: 'invalidCharacters',
      companyName: 'invalidCharacters',
    });
    expect(ZAskForPermissionSchema.parse({ organisationNumber: '123456789', requestAccessType: 'admin', personalNoteText: '   ' }).personalNoteText).toBeNull();
    expect(messagesOf(ZAcceptInvitationSchema.safeParse({ name: '\ud800', password: 'Long-enough-1' }))).toEqual({ name: 'invalidCharacters' });
    expect(messagesOf(ZAcceptInvitationSchema.safeParse({ name: 'x'.repeat(201) }))).toEqual({ name: 'maxStringLength' });
  });
});
