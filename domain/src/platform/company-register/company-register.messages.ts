import { defineMessages } from '../../kernel/i18n/define-messages';

export const companyRegisterMessages = defineMessages({
  nb: {
    'companySearch.unavailable': 'Selskapssøket er ikke tilgjengelig akkurat nå. Prøv igjen senere.',
  },
  sv: {
    'companySearch.unavailable': 'Bolagssökningen är inte tillgänglig just nu. Försök igen senare.',
  },
  en: {
    'companySearch.unavailable': 'Company search is not available right now. Please try again later.',
  },
});
