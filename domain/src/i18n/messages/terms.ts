import { defineMessages } from '../define-messages';

export const termsMessages = defineMessages({
  nb: {
    'terms.title': 'Vilkår for bruk',
    'terms.service.title': 'Tjenesten',
    'terms.service.text': 'Andel lar selskaper føre aksjeeierbok og gjennomføre styre- og generalforsamlingsarbeid. Du bruker tjenesten på vegne av selskapene du har tilgang til.',
    'terms.data.title': 'Opplysningene dine',
    'terms.data.text': 'Selskapet eier opplysningene i sin aksjeeierbok. Andel behandler dem bare for å levere tjenesten, og lagrer dem i EØS.',
    'terms.responsibility.title': 'Ditt ansvar',
    'terms.responsibility.text': 'Du sørger for at det du registrerer er riktig, og at innloggingen din ikke deles med andre.',
    'terms.privacy.title': 'Personvern',
    'terms.privacy.text': 'Vi bruker e-postadressen din til innlogging og varsler. Alle endringer logges med hvem som gjorde dem og når.',
  },
  sv: {
    'terms.title': 'Användarvillkor',
    'terms.service.title': 'Tjänsten',
    'terms.service.text': 'Andel låter bolag föra aktiebok och sköta styrelse- och bolagsstämmoarbete. Du använder tjänsten för de bolag du har behörighet till.',
    'terms.data.title': 'Dina uppgifter',
    'terms.data.text': 'Bolaget äger uppgifterna i sin aktiebok. Andel behandlar dem bara för att leverera tjänsten och lagrar dem inom EES.',
    'terms.responsibility.title': 'Ditt ansvar',
    'terms.responsibility.text': 'Du ser till att det du registrerar är korrekt och att din inloggning inte delas med andra.',
    'terms.privacy.title': 'Integritet',
    'terms.privacy.text': 'Vi använder din e-postadress för inloggning och aviseringar. Alla ändringar loggas med vem som gjorde dem och när.',
  },
  en: {
    'terms.title': 'Terms of use',
    'terms.service.title': 'The service',
    'terms.service.text': 'Andel lets companies keep their shareholder register and run board and general meeting work. You use the service on behalf of the companies you have access to.',
    'terms.data.title': 'Your data',
    'terms.data.text': 'The company owns the data in its register. Andel processes it only to provide the service, and stores it in the EEA.',
    'terms.responsibility.title': 'Your responsibility',
    'terms.responsibility.text': 'You make sure what you register is correct and that your sign-in is not shared with others.',
    'terms.privacy.title': 'Privacy',
    'terms.privacy.text': 'We use your email address for sign-in and notifications. Every change is logged with who made it and when.',
  },
});
