import type { HelpArticle } from '../help-content';

export const recordATransaction: HelpArticle = {
  slug: 'record-a-transaction',
  topic: 'register',
  companyPage: 'shareholders/transactions',
  texts: {
    nb: {
      title: 'Registrer en transaksjon',
      summary: 'Overdragelser, emisjoner, splitt og andre endringer i aksjeeierboken, og hvordan du retter en feil.',
      body: `Alle endringer i hvem som eier aksjene, registreres som transaksjoner. Aksjeeierboken oppdateres med en gang.

## Slik registrerer du
1. Velg Transaksjoner i menyen.
2. Velg Ny transaksjon og typen, for eksempel Overdragelse, Salg av alle aksjer, Emisjon eller Aksjesplitt.
3. Fyll inn dato, aksjonærene, antall aksjer og eventuelt aksjenumre og pris.
4. Velg Registrer.

Før du lagrer, sier Andel fra hvis datoen ligger i fremtiden eller hvor mange transaksjoner som ligger etter den, og stopper en transaksjon på nøyaktig samme tidspunkt som en annen. En transaksjon med fremtidig dato teller fra sin dato.

## Rett en feil
Transaksjoner slettes aldri fra loggen. Åpne transaksjonen og slett den eller endre datoen: Andel legger inn en rettelse i loggen og regner aksjeeierboken ut på nytt. Rettelsene vises på transaksjonen med hvem som gjorde dem og når.

## Vedlegg
Du kan legge ved avtaler og andre dokumenter (PDF, bilder og Office-filer) på transaksjonen.`,
    },
    sv: {
      title: 'Registrera en transaktion',
      summary: 'Överlåtelser, nyemissioner, splittar och andra ändringar i aktieboken, och hur du rättar ett fel.',
      body: `Alla ändringar i vem som äger aktierna registreras som transaktioner. Aktieboken uppdateras direkt.

## Så registrerar du
1. Välj Transaktioner i menyn.
2. Välj Ny transaktion och typen, till exempel Överlåtelse, Försäljning av alla aktier, Nyemission eller Aktiesplit.
3. Fyll i datum, aktieägarna, antal aktier och eventuellt aktienummer och pris.
4. Välj Registrera.

Innan du sparar säger Andel till om datumet ligger i framtiden eller hur många transaktioner som ligger efter det, och stoppar en transaktion på exakt samma tidpunkt som en annan. En transaktion med framtida datum räknas från sitt datum.

## Rätta ett fel
Transaktioner tas aldrig bort ur loggen. Öppna transaktionen och ta bort den eller ändra datumet: Andel lägger in en rättelse i loggen och räknar om aktieboken. Rättelserna visas på transaktionen med vem som gjorde dem och när.

## Bilagor
Du kan bifoga avtal och andra dokument (PDF, bilder och Office-filer) till transaktionen.`,
    },
    en: {
      title: 'Record a transaction',
      summary: 'Transfers, issues, splits and other changes to the register, and how to correct a mistake.',
      body: `Every change in who owns the shares is recorded as a transaction. The register is updated at once.

## How to record
1. Choose Transactions in the menu.
2. Choose New transaction and the type, for example Transfer, Sale of all shares, Share issue or Share split.
3. Fill in the date, the shareholders, the number of shares and, where asked, share numbers and price.
4. Choose Record.

Before you save, Andel tells you when the date lies in the future or how many transactions come after it, and stops a transaction at exactly the same time as another. A future-dated transaction counts from its date.

## Correct a mistake
Transactions are never removed from the log. Open the transaction and delete it or change its date: Andel adds a correction to the log and works the register out again. The corrections are shown on the transaction with who made them and when.

## Attachments
You can attach agreements and other documents (PDF, images and Office files) to the transaction.`,
    },
  },
};
