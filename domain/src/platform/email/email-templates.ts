import type { Language } from '../../kernel/i18n/languages';
import { translate } from '../../collected/translate';
import { quotedText } from '../../kernel/format/safe-text';
import { isPersonNameFormat } from '../../kernel/validation/person-name';

type Rendered = { subject: string; text: string };

/**
 * A name typed by someone that the email greets or credits: only when it reads as a name (name characters, at most
 * 8 words and 100 characters), so an account name cannot carry a message or a link into a greeting.
 */
export const nameForEmail = (name: string): string | null => {
  const collapsed = name.trim().replace(/\s+/g, ' ');
  return collapsed && collapsed.length <= 100 && collapsed.split(' ').length <= 8 && isPersonNameFormat(collapsed) ? collapsed : null;
};

/** The parameters that name the person an email speaks of (who invites, sends, asks, gives): their account's free text. */
const personNameParams = ['inviterName', 'requesterName', 'senderName', 'recipientName', 'giverName'] as const;

/** Each person's name that does not read as a name becomes "someone", so it cannot carry a message into the email. */
export const withCheckedNames = <P extends object>(language: Language, params: P): P => {
  const checked = { ...params } as Record<string, unknown>;
  for (const key of personNameParams)
    if (typeof checked[key] === 'string') checked[key] = nameForEmail(checked[key] as string) ?? translate(language, 'email.someone');
  return checked as P;
};

/** A person's note inside an email we send: said to be theirs, quoted line by line, without control or bidi characters. */
const note = (language: Language, name: string, text: string): string[] => {
  if (!text.trim()) return [];
  const author = nameForEmail(name);
  return ['', author ? translate(language, 'email.noteFrom', { name: author }) : translate(language, 'email.noteFromSender'), quotedText(text.trim())];
};

const letter = (language: Language, name: string, lines: string[]): string => {
  const greeted = nameForEmail(name);
  return [greeted ? translate(language, 'email.greeting', { name: greeted }) : translate(language, 'email.greetingWithoutName'), '', ...lines, '', translate(language, 'email.signature')].join('\n');
};

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
  innsynCopy: (language: Language, p: { name: string; companyName: string; organisationNumber: string; copy: string }): Rendered => ({
    subject: translate(language, 'email.innsynCopy.subject', p),
    text: letter(language, p.name, [translate(language, 'email.innsynCopy.body', p), '', p.copy]),
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
      ...note(language, p.companyName, p.message),
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
    subject: translate(language, 'email.boardMinutesReview.subject', p),
    text: letter(language, p.name, [
      translate(language, 'email.boardMinutesReview.body', p),
      ...note(language, p.senderName, [p.subject.trim(), p.message.trim()].filter(Boolean).join('\n\n')),
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
  /** A document sent for signing (keys in documents/signing): the signer's personal link, or the batch page with batch emails. */
  signingRequest: (language: Language, p: { name: string; senderName: string; companyName: string; documentTitle: string; message: string; link: string }): Rendered => ({
    subject: translate(language, 'signing.email.request.subject', p),
    text: letter(language, p.name, [translate(language, 'signing.email.request.body', p), ...note(language, p.senderName, p.message), '', translate(language, 'signing.email.request.link'), p.link]),
  }),
  /** The one-time code of an AUTH_EMAIL signature (keys in documents/signing). */
  signingCode: (language: Language, p: { name: string; code: string; documents: string }): Rendered => ({
    subject: translate(language, 'signing.email.code.subject', p),
    text: letter(language, p.name, [translate(language, 'signing.email.code.body', p)]),
  }),
  /** A reminder to a signer who has not signed yet, with their link (keys in documents/signing-follow-up). */
  signingReminder: (language: Language, p: { name: string; senderName: string; companyName: string; documentTitle: string; link: string }): Rendered => ({
    subject: translate(language, 'signing.email.reminder.subject', p),
    text: letter(language, p.name, [translate(language, 'signing.email.reminder.body', p), '', translate(language, 'signing.email.request.link'), p.link]),
  }),
  /** The sealed copy, attached and behind the recipient's view link, when every signer has signed (keys in documents/signing). */
  sealedCopy: (language: Language, p: { name: string; companyName: string; documentTitle: string; viewUrl: string; verifyUrl: string }): Rendered => ({
    subject: translate(language, 'signing.email.sealed.subject', p),
    text: letter(language, p.name, [
      translate(language, 'signing.email.sealed.body', p),
      '',
      translate(language, 'signing.email.sealed.view'),
      p.viewUrl,
      '',
      translate(language, 'signing.email.sealed.verify'),
      p.verifyUrl,
    ]),
  }),
  /** A general meeting's notice to a shareholder (keys in governance/general-meetings): the personal link, and how it opens. */
  generalMeetingNotice: (
    language: Language,
    p: { name: string; companyName: string; meetingTitle: string; meetingStart: string; message: string; link: string; accessType: 'open' | 'password' | 'login' },
  ): Rendered => ({
    subject: translate(language, 'email.generalMeetingNotice.subject', p),
    text: letter(language, p.name, [
      translate(language, 'email.generalMeetingNotice.body', p),
      ...note(language, p.companyName, p.message),
      '',
      translate(language, 'email.generalMeetingNotice.link'),
      p.link,
      ...(p.accessType === 'open' ? [] : ['', translate(language, `email.generalMeetingNotice.access.${p.accessType}`)]),
    ]),
  }),
  /** A general meeting's notice to an extra participant (keys in governance/general-meetings): the notice PDF attached, no link. */
  generalMeetingNoticeForParticipant: (language: Language, p: { name: string; companyName: string; meetingTitle: string; meetingStart: string; message: string }): Rendered => ({
    subject: translate(language, 'email.generalMeetingNotice.subject', p),
    text: letter(language, p.name, [translate(language, 'email.generalMeetingNoticeForParticipant.body', p), ...note(language, p.companyName, p.message)]),
  }),
  /** A shareholder who has neither registered nor given power of attorney, reminded before the general meeting (keys in governance/meeting-notifications). */
  generalMeetingReminder: (language: Language, p: { name: string; companyName: string; meetingTitle: string; meetingStart: string }): Rendered => ({
    subject: translate(language, 'email.generalMeetingReminder.subject', p),
    text: letter(language, p.name, [translate(language, 'email.generalMeetingReminder.body', p), '', translate(language, 'email.generalMeetingReminder.link')]),
  }),
  /** A general meeting's minutes published (keys in governance/minutes): no link, since a new one would end the notice's. */
  minutesAvailable: (language: Language, p: { name: string; companyName: string; meetingTitle: string; meetingStart: string }): Rendered => ({
    subject: translate(language, 'email.minutesAvailable.subject', p),
    text: letter(language, p.name, [translate(language, 'email.minutesAvailable.body', p), '', translate(language, 'email.minutesAvailable.link')]),
  }),
  /** A live general meeting's announcement copied by email (keys in governance/live-meeting). */
  meetingAnnouncement: (language: Language, p: { name: string; companyName: string; meetingTitle: string; message: string }): Rendered => ({
    subject: translate(language, 'email.meetingAnnouncement.subject', p),
    text: letter(language, p.name, [translate(language, 'email.meetingAnnouncement.body', p), ...note(language, p.companyName, p.message)]),
  }),
  /** The giver's receipt for a power of attorney (keys in governance/powers-of-attorney). */
  powerOfAttorneyGiven: (language: Language, p: { name: string; companyName: string; meetingTitle: string; recipientName: string }): Rendered => ({
    subject: translate(language, 'email.powerOfAttorneyGiven.subject', p),
    text: letter(language, p.name, [translate(language, 'email.powerOfAttorneyGiven.body', p), '', translate(language, 'email.powerOfAttorneyGiven.link')]),
  }),
  /** A power of attorney's recipient: who gave it, and their personal link to act for the givers (keys in governance/powers-of-attorney). */
  powerOfAttorneyReceived: (language: Language, p: { name: string; companyName: string; meetingTitle: string; meetingStart: string; giverName: string; link: string }): Rendered => ({
    subject: translate(language, 'email.powerOfAttorneyReceived.subject', p),
    text: letter(language, p.name, [translate(language, 'email.powerOfAttorneyReceived.body', p), '', translate(language, 'email.powerOfAttorneyReceived.link'), p.link]),
  }),
} as const;

export type EmailTemplateName = keyof typeof emailTemplates;
export type EmailTemplateParams<T extends EmailTemplateName> = Parameters<(typeof emailTemplates)[T]>[1];
