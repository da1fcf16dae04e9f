import { defineMessages } from '../../kernel/i18n/define-messages';

export const matterFollowUpMessages = defineMessages({
  nb: {
    'followUp.matters.title': 'Oppfølging av saker',
    'followUp.matters.tab': 'Saker',
    'followUp.matters.tabs': 'Hva sakene venter på',
    'followUp.matters.tab.votes': 'Stemmer',
    'followUp.matters.tabWithCount': '{{name}} ({{value}})',
    'followUp.matters.empty.votes': 'Ingen saker venter på stemmer.',
    'followUp.matters.votesGiven': '{{given}} av {{expected}} stemmer avgitt',
    'followUp.matters.waitingOn': 'Venter på: {{names}}',
    'followUp.matters.deadline': 'Avstemningen stenger {{deadline}}',
  },
  sv: {
    'followUp.matters.title': 'Uppföljning av ärenden',
    'followUp.matters.tab': 'Ärenden',
    'followUp.matters.tabs': 'Vad ärendena väntar på',
    'followUp.matters.tab.votes': 'Röster',
    'followUp.matters.tabWithCount': '{{name}} ({{value}})',
    'followUp.matters.empty.votes': 'Inga ärenden väntar på röster.',
    'followUp.matters.votesGiven': '{{given}} av {{expected}} röster avgivna',
    'followUp.matters.waitingOn': 'Väntar på: {{names}}',
    'followUp.matters.deadline': 'Omröstningen stänger {{deadline}}',
  },
  en: {
    'followUp.matters.title': 'Follow-up of matters',
    'followUp.matters.tab': 'Matters',
    'followUp.matters.tabs': 'What the matters wait for',
    'followUp.matters.tab.votes': 'Votes',
    'followUp.matters.tabWithCount': '{{name}} ({{value}})',
    'followUp.matters.empty.votes': 'No matters are waiting for votes.',
    'followUp.matters.votesGiven': '{{given}} of {{expected}} votes given',
    'followUp.matters.waitingOn': 'Waiting for: {{names}}',
    'followUp.matters.deadline': 'Voting closes {{deadline}}',
  },
});
