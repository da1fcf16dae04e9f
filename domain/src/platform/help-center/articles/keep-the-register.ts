import type { HelpArticle } from '../help-content';

export const keepTheRegister: HelpArticle = {
  slug: 'keep-the-register',
  topic: 'register',
  companyPage: 'shareholders/list',
  texts: {
    nb: {
      title: 'Før aksjeeierboken',
      summary: 'Legg til aksjonærer, hold opplysningene oppdatert og ta ut aksjeeierboken per dato.',
      body: `Aksjeeierboken i Andel er en logg over transaksjoner. Beholdningene regnes ut fra loggen, så du endrer aldri antall aksjer direkte: du registrerer en transaksjon.

## Legg til en aksjonær
1. Åpne selskapet og velg Aksjonærer i menyen.
2. Velg Ny person eller Nytt selskap.
3. Skriv navnet og lagre. Aksjonæren opprettes når navnet er lagret.
4. Fyll inn fødselsnummer eller organisasjonsnummer, adresse, e-post og bankopplysninger på aksjonærens side.

## Hold opplysningene oppdatert
Rediger alle viser alle aksjonærene i ett rutenett. Hvert felt lagres ett sekund etter at du slutter å skrive. Kryss av for Bare aksjonærer med manglende opplysninger for å finne dem som mangler noe.

## Aksjeklasser
Under Aksjeklasser legger du til selskapets klasser, for eksempel ordinære aksjer eller A- og B-aksjer, med stemmer per aksje.

## Ta ut aksjeeierboken
Velg Eksporter i aksjonærlisten. Velg innhold (fullt, offentlig eller fullt med kostpris), språk, format (Excel, PDF eller HTML) og datoen aksjeeierboken skal gjelde per.`,
    },
    sv: {
      title: 'Föra aktieboken',
      summary: 'Lägg till aktieägare, håll uppgifterna aktuella och ta ut aktieboken per datum.',
      body: `Aktieboken i Andel är en logg över transaktioner. Innehaven räknas fram ur loggen, så du ändrar aldrig antalet aktier direkt: du registrerar en transaktion.

## Lägg till en aktieägare
1. Öppna bolaget och välj Aktieägare i menyn.
2. Välj Ny person eller Nytt bolag.
3. Skriv namnet och spara. Aktieägaren skapas när namnet är sparat.
4. Fyll i personnummer eller organisationsnummer, adress, e-post och bankuppgifter på aktieägarens sida.

## Håll uppgifterna aktuella
Redigera alla visar alla aktieägare i ett rutnät. Varje fält sparas en sekund efter att du slutat skriva. Kryssa i Bara aktieägare med saknade uppgifter för att hitta dem som saknar något.

## Aktieslag
Under Aktieslag lägger du till bolagets aktieslag, till exempel stamaktier eller A- och B-aktier, med röster per aktie.

## Ta ut aktieboken
Välj Exportera i aktieägarlistan. Välj innehåll (fullständigt, offentligt eller fullständigt med anskaffningsvärde), språk, format (Excel, PDF eller HTML) och datumet aktieboken ska gälla per.`,
    },
    en: {
      title: 'Keep the shareholder register',
      summary: 'Add shareholders, keep their details up to date and take out the register as of a date.',
      body: `The shareholder register in Andel is a log of transactions. Holdings are worked out from the log, so you never change a number of shares directly: you record a transaction.

## Add a shareholder
1. Open the company and choose Shareholders in the menu.
2. Choose New person or New company.
3. Type the name and save. The shareholder is created when the name is saved.
4. Fill in the national identity or organisation number, address, email and bank details on the shareholder's page.

## Keep the details up to date
Edit all shows every shareholder in one grid. Each field is saved one second after you stop typing. Tick Only shareholders with missing details to find those who lack something.

## Share classes
Under Share classes you add the company's classes, for example ordinary shares or A and B shares, with votes per share.

## Take out the register
Choose Export in the shareholder list. Choose the content (full, public or full with cost price), the language, the format (Excel, PDF or HTML) and the date the register is to show.`,
    },
  },
};
