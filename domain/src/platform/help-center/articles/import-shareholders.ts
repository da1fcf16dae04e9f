import type { HelpArticle } from '../help-content';

export const importShareholders: HelpArticle = {
  slug: 'import-shareholders',
  topic: 'register',
  companyPage: 'shareholders/import',
  texts: {
    nb: {
      title: 'Importer aksjonærer fra regneark',
      summary: 'Last ned malen, fyll den ut og last den opp. Du retter feil før noe lagres.',
      body: `Har du aksjeeierboken i et regneark, kan du hente den inn i Andel i stedet for å skrive inn hver aksjonær.

## Slik importerer du
1. Velg Importer i aksjonærlisten.
2. Velg Last ned mal. Malen har et ark for aksjonærene og et ark med instruksjoner for hver kolonne.
3. Skriv én aksjonær per rad: type (selskap eller person), navn, fødselsnummer eller organisasjonsnummer, antall aksjer og eventuelt aksjenumre som «1-100, 201-250». Ikke endre overskriftene, slå sammen celler eller bruk formler.
4. Velg Last opp regneark (Excel eller CSV).
5. Se over radene. Vis bare rader med feil viser det som må rettes, og du kan rette direkte i tabellen.
6. Fyll inn dato for beholdningen, pålydende og pris per aksje, og velg Importer.

Er transaksjonsloggen tom, føres aksjene inn som beholdning per dato. Har selskapet allerede transaksjoner, føres de inn som en emisjon.

## Oppdater aksjonærer du allerede har
Med Oppdater eksisterende aksjonærer fra regneark laster du ned aksjonærene, retter opplysningene i regnearket og laster det opp igjen. Ingen endres hvis regnearket har feil.`,
    },
    sv: {
      title: 'Importera aktieägare från kalkylblad',
      summary: 'Ladda ner mallen, fyll i den och ladda upp den. Du rättar fel innan något sparas.',
      body: `Har du aktieboken i ett kalkylblad kan du hämta in den i Andel i stället för att skriva in varje aktieägare.

## Så importerar du
1. Välj Importera i aktieägarlistan.
2. Välj Ladda ner mall. Mallen har ett blad för aktieägarna och ett blad med instruktioner för varje kolumn.
3. Skriv en aktieägare per rad: typ (selskap eller person), namn, personnummer eller organisationsnummer, antal aktier och eventuellt aktienummer som "1-100, 201-250". Ändra inte rubrikerna, slå inte ihop celler och använd inte formler.
4. Välj Ladda upp kalkylblad (Excel eller CSV).
5. Gå igenom raderna. Visa bara rader med fel visar det som måste rättas, och du kan rätta direkt i tabellen.
6. Fyll i datum för innehavet, kvotvärde och pris per aktie och välj Importera.

Är transaktionsloggen tom förs aktierna in som innehav per datum. Har bolaget redan transaktioner förs de in som en nyemission.

## Uppdatera aktieägare du redan har
Med Uppdatera befintliga aktieägare från kalkylblad laddar du ner aktieägarna, rättar uppgifterna i kalkylbladet och laddar upp det igen. Ingen ändras om kalkylbladet har fel.`,
    },
    en: {
      title: 'Import shareholders from a spreadsheet',
      summary: 'Download the template, fill it in and upload it. You correct errors before anything is saved.',
      body: `If you keep the register in a spreadsheet, you can bring it into Andel instead of typing in each shareholder.

## How to import
1. Choose Import in the shareholder list.
2. Choose Download template. The template has a sheet for the shareholders and a sheet with instructions for each column.
3. Enter one shareholder per row: type (selskap for a company or person), name, national identity or organisation number, number of shares and, if you have them, share numbers such as "1-100, 201-250". Do not change the headers, merge cells or use formulas.
4. Choose Upload spreadsheet (Excel or CSV).
5. Look over the rows. Show only rows with errors shows what must be corrected, and you can correct it right in the table.
6. Fill in the date of the holdings, the nominal value and the price per share, and choose Import.

When the transaction log is empty, the shares are entered as shareholding per date. When the company already has transactions, they are entered as a share issue.

## Update shareholders you already have
With Update existing shareholders from a spreadsheet you download the shareholders, correct their details in the spreadsheet and upload it again. Nobody is changed if the spreadsheet has errors.`,
    },
  },
};
