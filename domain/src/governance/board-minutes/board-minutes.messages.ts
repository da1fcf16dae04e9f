import { defineMessages } from '../../kernel/i18n/define-messages';

export const boardMinutesMessages = defineMessages({
  nb: {
    'boardMinutes.chairNotOnBoard': 'Møtelederen må være et av styrets medlemmer.',
  },
  sv: {
    'boardMinutes.chairNotOnBoard': 'Mötesordföranden måste vara en av styrelsens ledamöter.',
  },
  en: {
    'boardMinutes.chairNotOnBoard': 'The meeting chair must be one of the board.',
  },
});
