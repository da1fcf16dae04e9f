import type { Language } from '../../kernel/i18n/languages';
import { translate } from '../../kernel/i18n/translate';
import { quotedText } from '../../kernel/format/safe-text';

type Rendered = { subject: string; text: string };

/** A person's note inside an email we send: said to be theirs, quoted line by line, without control or bidi characters. */
const note = (language: Language, name: string, text: string): string[] => (text.trim() ? ['', translate(language, 'email.noteFrom', { name }), quotedText(text.trim())] : []);

const letter = (language: Language, name: string, lines: string[]): string =>
  [translate(language, 'email.greeting', { name }), '', ...lines, '', translate(language, 'email.signature')].join('\n');

/** Every email the product sends, rendered in the recipient's language from the shared catalogue. */
export const emailTemplates = {
  signInCode: (language: Language, p: { name: string; code: string }): Rendered => ({
    subject: translate(language, 'email.signInCode.subject', p),
    text: letter(language, p.name, [translate(language, 'email.signInCode.body', p)]),
  }),
  passwordReset: (language: Language, p: { name: string; link: string }): Rendered => ({
    subject: translate(language, 'email.passwordReset.subject'),
    text: letter(language, p.name, [
      translate(language, 'email.passwordReset.body'),
      p.link,
      '',
      translate(language, 'email.passwordReset.ignore'),
    ]),
  }),
  signUpWelcome: (language: Language, p: { name: string; link: string }): Rendered => ({
    subject: translate(language, 'email.signUpWelcome.subject'),
    text: letter(language, p.name, [translate(language, 'email.signUpWelcome.body'), p.link]),
  }),
  signUpExistingAccount: (language: Language, p: { name: string; link: string }): Rendered => ({
    subject: translate(language, 'email.signUpExisting.subject'),
    text: letter(language, p.name, [translate(language, 'email.signUpExisting.body'), p.link, '', translate(language, 'email.signUpExisting.ignore')]),
  }),
  emailVerification: (language: Language, p: { name: string; code: string }): Rendered => ({
    subject: translate(language, 'email.verification.subject'),
    text: letter(language, p.name, [translate(language, 'email.verification.body', p)]),
  }),
  invitation: (language: Language, p: { inviterName: string; companyNames: string; link: string; personalNote: string }): Rendered => ({
    subject: translate(language, 'email.invitation.subject', p),
    text: [
      translate(language, 'email.invitation.greeting'),
      '',
      translate(language, 'email.invitation.body', p),
      ...note(language, p.inviterName, p.personalNote),
      '',
      translate(language, 'email.invitation.link'),
      p.link,
      '',
      translate(language, 'email.signature'),
    ].join('\n'),
  }),
  invitationRequest: (language: Language, p: { requesterName: string; requesterEmail: string; companyName: string; link: string; personalNote: string }): Rendered => ({
    subject: translate(language, 'email.invitationRequest.subject', p),
    text: [
      translate(language, 'email.invitation.greeting'),
      '',
      translate(language, 'email.invitationRequest.body', p),
      ...note(language, p.requesterName, p.personalNote),
      '',
      p.link,
      '',
      translate(language, 'email.signature'),
    ].join('\n'),
  }),
  /** A new message in a thread (keys in platform/messaging): a link to it in the recipient's portal, not its text. */
  messageReceived: (language: Language, p: { name: string; companyName: string; senderName: string; subject: string; link: string }): Rendered => ({
    subject: translate(language, 'email.messageReceived.subject', p),
    text: letter(language, p.name, [translate(language, 'email.messageReceived.body', p), p.link]),
  }),
  /** A recipient's reply, to the thread's author. */
  messageReplied: (language: Language, p: { name: string; recipientName: string; subject: string; link: string }): Rendered => ({
    subject: translate(language, 'email.messageReplied.subject', p),
    text: letter(language, p.name, [translate(language, 'email.messageReplied.body', p), p.link]),
  }),
  /** A board meeting's notice sent for viewing (keys in governance/meeting-documents): the personal link, and how it opens. */
  boardMeetingNotice: (
    language: Language,
    p: { name: string; companyName: string; meetingTitle: string; meetingStart: string; message: string; link: string; accessType: 'open' | 'password' | 'login' },
  ): Rendered => ({
    subject: translate(language, 'email.boardMeetingNotice.subject', p),
    text: letter(language, p.name, [
      translate(language, 'email.boardMeetingNotice.body', p),
      '',
      p.message,
      '',
      translate(language, 'email.boardMeetingNotice.link'),
      p.link,
      ...(p.accessType === 'open' ? [] : ['', translate(language, `email.boardMeetingNotice.access.${p.accessType}`)]),
    ]),
  }),
  /** Board minutes sent for review (keys in governance/meeting-documents): the personal link, the mode and the feedback deadline. */
  boardMinutesReview: (
    language: Language,
    p: { name: string; senderName: string; companyName: string; meetingTitle: string; subject: string; message: string; link: string; mode: 'voting' | 'commenting'; deadline: string },
  ): Rendered => ({
    subject: p.subject.trim() || translate(language, 'email.boardMinutesReview.subject', p),
    text: letter(language, p.name, [
      translate(language, 'email.boardMinutesReview.body', p),
      ...note(language, p.senderName, p.message),
      '',
      translate(language, `email.boardMinutesReview.mode.${p.mode}`),
      translate(language, 'email.boardMinutesReview.deadline', p),
      '',
      translate(language, 'email.boardMinutesReview.link'),
      p.link,
    ]),
  }),
  /** A board member who still owes votes, reminded before voting closes (keys in governance/meeting-notifications). */
  boardMeetingReminder: (language: Language, p: { name: string; companyName: string; meetingTitle: string; deadline: string; missing: number; portalLink: string }): Rendered => ({
    subject: translate(language, 'email.boardMeetingReminder.subject', p),
    text: letter(language, p.name, [
      translate(language, 'email.boardMeetingReminder.body', p),
      '',
      translate(language, 'email.boardMeetingReminder.link'),
      '',
      translate(language, 'email.boardMeetingReminder.portal'),
      p.portalLink,
    ]),
  }),
  /** A sent board meeting whose date, time or place changed (keys in governance/meeting-notifications). */
  boardMeetingChanged: (language: Language, p: { name: string; companyName: string; meetingTitle: string; meetingStart: string; meetingEnd: string; place: string }): Rendered => ({
    subject: translate(language, 'email.boardMeetingChanged.subject', p),
    text: letter(language, p.name, [
      translate(language, 'email.boardMeetingChanged.body', p),
      translate(language, 'email.boardMeetingChanged.time', p),
      ...(p.place ? [translate(language, 'email.boardMeetingChanged.place', p)] : []),
      '',
      translate(language, 'email.boardMeetingChanged.link'),
    ]),
  }),
} as const;

export type EmailTemplateName = keyof typeof emailTemplates;
export type EmailTemplateParams<T extends EmailTemplateName> = Parameters<(typeof emailTemplates)[T]>[1];
