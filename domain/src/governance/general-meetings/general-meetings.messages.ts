import { defineMessages } from '../../kernel/i18n/define-messages';

export const generalMeetingsMessages = defineMessages({
  nb: {
    'generalMeetings.noticePeriod.tooShort': 'Innkallingen sendes {{days}} dager før møtet. Fristen er minst {{minimumDays}} dager.',
    'generalMeetings.noticePeriod.tooEarly': 'Innkallingen sendes {{days}} dager før møtet. Den kan tidligst sendes {{maximumDays}} dager før.',
    'documents.meeting-type.annualAccountsWarning': 'Årsregnskapet godkjennes normalt på ordinær generalforsamling, ikke på en ekstraordinær.',
  },
  sv: {
    'generalMeetings.noticePeriod.tooShort': 'Kallelsen skickas {{days}} dagar före stämman. Den ska skickas minst {{minimumDays}} dagar före.',
    'generalMeetings.noticePeriod.tooEarly': 'Kallelsen skickas {{days}} dagar före stämman. Den får skickas tidigast {{maximumDays}} dagar före.',
    'documents.meeting-type.annualAccountsWarning': 'Årsredovisningen fastställs normalt på årsstämman, inte på en extra bolagsstämma.',
  },
  en: {
    'generalMeetings.noticePeriod.tooShort': 'The notice goes out {{days}} days before the meeting. It must go out at least {{minimumDays}} days before.',
    'generalMeetings.noticePeriod.tooEarly': 'The notice goes out {{days}} days before the meeting. It may go out at most {{maximumDays}} days before.',
    'documents.meeting-type.annualAccountsWarning': 'The annual accounts are normally approved at the ordinary general meeting, not at an extraordinary one.',
  },
});
