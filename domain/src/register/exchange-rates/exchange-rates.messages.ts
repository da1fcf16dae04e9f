import { defineMessages } from '../../kernel/i18n/define-messages';

/** Exchange rates fetched from Norges Bank: the refusals, and the console's button. */
export const exchangeRatesMessages = defineMessages({
  nb: {
    'exchangeRate.notConnected': 'Henting av kurs fra Norges Bank er ikke tilgjengelig. Skriv inn kursen og kilden selv.',
    'exchangeRate.unknownCurrency': 'Norges Bank noterer ingen kurs for {{currency}}.',
    'exchangeRate.noRate': 'Norges Bank har ingen kurs for {{currency}} på eller før {{date}}.',
    'exchangeRate.fetchFailed': 'Kursen kunne ikke hentes fra Norges Bank (status {{status}}). Prøv igjen, eller skriv den inn selv.',
    'exchangeRate.fetch': 'Hent kurs fra Norges Bank',
    'exchangeRate.fetched': 'Kurs fra Norges Bank for {{date}}.',
  },
  sv: {
    'exchangeRate.notConnected': 'Hämtning av kurs från Norges Bank är inte tillgänglig. Skriv in kursen och källan själv.',
    'exchangeRate.unknownCurrency': 'Norges Bank noterar ingen kurs för {{currency}}.',
    'exchangeRate.noRate': 'Norges Bank har ingen kurs för {{currency}} på eller före {{date}}.',
    'exchangeRate.fetchFailed': 'Kursen kunde inte hämtas från Norges Bank (status {{status}}). Försök igen, eller skriv in den själv.',
    'exchangeRate.fetch': 'Hämta kurs från Norges Bank',
    'exchangeRate.fetched': 'Kurs från Norges Bank för {{date}}.',
  },
  en: {
    'exchangeRate.notConnected': 'Fetching the rate from Norges Bank is not available. Enter the rate and its source yourself.',
    'exchangeRate.unknownCurrency': 'Norges Bank quotes no rate for {{currency}}.',
    'exchangeRate.noRate': 'Norges Bank has no rate for {{currency}} on or before {{date}}.',
    'exchangeRate.fetchFailed': 'The rate could not be fetched from Norges Bank (status {{status}}). Try again, or enter it yourself.',
    'exchangeRate.fetch': 'Fetch rate from Norges Bank',
    'exchangeRate.fetched': 'Rate from Norges Bank for {{date}}.',
  },
});
