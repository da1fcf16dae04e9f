import { defineMessages } from '../../kernel/i18n/define-messages';

export const meetingNotificationsMessages = defineMessages({
  nb: {
    'email.boardMeetingReminder.subject': 'Påminnelse: stem før {{deadline}} – {{meetingTitle}}',
    'email.boardMeetingReminder.body': 'Du har ikke stemt i {{missing}} sak(er) i «{{meetingTitle}}» i {{companyName}}. Avstemningen stenger {{deadline}}.',
    'email.boardMeetingReminder.link': 'Bruk den personlige lenken i innkallingen du har fått for å stemme.',
    'email.boardMeetingReminder.portal': 'Har du en bruker, finner du også møtet i styreportalen:',
    'email.boardMeetingChanged.subject': 'Endret styremøte: {{meetingTitle}}',
    'email.boardMeetingChanged.body': 'Styremøtet «{{meetingTitle}}» i {{companyName}} er endret.',
    'email.boardMeetingChanged.time': 'Tid: {{meetingStart}}–{{meetingEnd}}',
    'email.boardMeetingChanged.place': 'Sted: {{place}}',
    'email.boardMeetingChanged.link': 'Innkallingen åpner du med den personlige lenken i e-posten du fikk tidligere.',
  },
  sv: {
    'email.boardMeetingReminder.subject': 'Påminnelse: rösta före {{deadline}} – {{meetingTitle}}',
    'email.boardMeetingReminder.body': 'Du har inte röstat i {{missing}} ärende(n) i ”{{meetingTitle}}” i {{companyName}}. Omröstningen stänger {{deadline}}.',
    'email.boardMeetingReminder.link': 'Använd den personliga länken i kallelsen du har fått för att rösta.',
    'email.boardMeetingReminder.portal': 'Har du ett konto hittar du också mötet i styrelseportalen:',
    'email.boardMeetingChanged.subject': 'Ändrat styrelsemöte: {{meetingTitle}}',
    'email.boardMeetingChanged.body': 'Styrelsemötet ”{{meetingTitle}}” i {{companyName}} är ändrat.',
    'email.boardMeetingChanged.time': 'Tid: {{meetingStart}}–{{meetingEnd}}',
    'email.boardMeetingChanged.place': 'Plats: {{place}}',
    'email.boardMeetingChanged.link': 'Kallelsen öppnar du med den personliga länken i e-postmeddelandet du fick tidigare.',
  },
  en: {
    'email.boardMeetingReminder.subject': 'Reminder: vote before {{deadline}} – {{meetingTitle}}',
    'email.boardMeetingReminder.body': 'You have not voted on {{missing}} matter(s) of "{{meetingTitle}}" in {{companyName}}. Voting closes {{deadline}}.',
    'email.boardMeetingReminder.link': 'Use the personal link in the notice you received to vote.',
    'email.boardMeetingReminder.portal': 'If you have an account, you also find the meeting in the board portal:',
    'email.boardMeetingChanged.subject': 'Board meeting changed: {{meetingTitle}}',
    'email.boardMeetingChanged.body': 'The board meeting "{{meetingTitle}}" in {{companyName}} has changed.',
    'email.boardMeetingChanged.time': 'Time: {{meetingStart}}–{{meetingEnd}}',
    'email.boardMeetingChanged.place': 'Place: {{place}}',
    'email.boardMeetingChanged.link': 'Open the notice with the personal link in the email you received earlier.',
  },
});
