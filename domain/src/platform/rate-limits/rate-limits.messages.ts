import { defineMessages } from '../../kernel/i18n/define-messages';

export const rateLimitsMessages = defineMessages({
  nb: {
    'rateLimits.emailLimitReached': 'Grensen for hvor mange e-poster som kan sendes, er nådd. Prøv igjen senere.',
    'rateLimits.assistantLimitReached': 'Grensen for bruk av AI-assistenten er nådd. Prøv igjen senere.',
  },
  sv: {
    'rateLimits.emailLimitReached': 'Gränsen för hur många e-postmeddelanden som kan skickas är nådd. Försök igen senare.',
    'rateLimits.assistantLimitReached': 'Gränsen för användning av AI-assistenten är nådd. Försök igen senare.',
  },
  en: {
    'rateLimits.emailLimitReached': 'The limit on how many emails can be sent has been reached. Try again later.',
    'rateLimits.assistantLimitReached': 'The limit on using the AI assistant has been reached. Try again later.',
  },
});
