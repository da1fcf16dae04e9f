import type { HelpArticle } from '../help-content';

export const sendANotice: HelpArticle = {
  slug: 'send-a-notice',
  topic: 'governance',
  companyPage: 'projects',
  texts: {
    nb: {
      title: 'Send innkalling til styremøte',
      summary: 'Møtedetaljer, mottakere og tekst i innkallingen, og hva mottakerne får.',
      body: `Innkallingen lages i styremøtets prosjekt under Innkalling til styremøte.

## Gjør innkallingen klar
1. Under Møtedetaljer fyller du inn styremøtenummer, møteform, sted (selskapets kontor eller en annen adresse) og eventuelt lenke til møtet, eller at lenken sendes senere.
2. Under Mottakere krysser du av for styremedlemmene som skal kalles inn. Legg til andre deltakere med navn og e-post.
3. Skriv teksten i innkallingen.
4. Velg Lagre innkallingen.

## Hva mottakerne får
Når innkallingen sendes, får hver mottaker en e-post med en personlig lenke. Innkallingen kan være åpen for den som har lenken, beskyttet med et møtepassord du gir mottakerne, eller kreve at mottakeren logger inn. Innlogging kan ikke brukes når det er deltakere utenfor styret. Etter utsending er innkallingen låst; den må åpnes igjen før den kan endres og sendes på nytt.`,
    },
    sv: {
      title: 'Skicka kallelse till styrelsemöte',
      summary: 'Mötesdetaljer, mottagare och text i kallelsen, och vad mottagarna får.',
      body: `Kallelsen skapas i styrelsemötets projekt under Kallelse till styrelsemöte.

## Gör kallelsen klar
1. Under Mötesdetaljer fyller du i mötesnummer, mötesform, plats (bolagets kontor eller en annan adress) och eventuellt länk till mötet, eller att länken skickas senare.
2. Under Mottagare kryssar du i styrelseledamöterna som ska kallas. Lägg till andra deltagare med namn och e-post.
3. Skriv texten i kallelsen.
4. Välj Spara kallelsen.

## Vad mottagarna får
När kallelsen skickas får varje mottagare ett mejl med en personlig länk. Kallelsen kan vara öppen för den som har länken, skyddad med ett möteslösenord du ger mottagarna, eller kräva att mottagaren loggar in. Inloggning kan inte användas när det finns deltagare utanför styrelsen. Efter utskick är kallelsen låst; den måste öppnas igen innan den kan ändras och skickas på nytt.`,
    },
    en: {
      title: 'Send the notice of a board meeting',
      summary: 'Meeting details, recipients and the text of the notice, and what the recipients get.',
      body: `The notice is prepared in the board meeting's project under Notice of board meeting.

## Get the notice ready
1. Under Meeting details fill in the meeting number, the meeting form, the place (the company's office or another address) and, if there is one, the link to the meeting, or that the link is sent later.
2. Under Recipients tick the board members to call. Add other participants with name and email.
3. Write the text of the notice.
4. Choose Save the notice.

## What the recipients get
When the notice is sent, each recipient gets an email with a personal link. The notice can be open to whoever has the link, protected by a meeting password you give the recipients, or require the recipient to sign in. Signing in cannot be used when there are participants outside the board. Once sent, the notice is locked; it must be reopened before it can be changed and sent again.`,
    },
  },
};
