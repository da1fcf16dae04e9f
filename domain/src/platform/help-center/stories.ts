import type { Story } from './help-content';

/** The stories of `/stories/{story?}`: how the product is used, told for anyone, signed in or not. */
export const stories: readonly Story[] = [
  {
    slug: 'from-spreadsheet-to-register',
    texts: {
      nb: {
        title: 'Fra regneark til aksjeeierbok på en ettermiddag',
        summary: 'Et teknologiselskap med 30 aksjonærer flyttet aksjeeierboken inn i Andel.',
        body: `Aksjeeierboken lå i et regneark som bare daglig leder forsto. Hver overdragelse betydde nye rader, nye summer og en ny fil på e-post.

## Importen
Selskapet lastet ned malen, limte inn aksjonærene og lastet opp regnearket. Andel viste radene med feil, som et fødselsnummer med et siffer for mye og aksjenumre som ikke gikk opp, og de ble rettet i tabellen før noe ble lagret.

## Etterpå
Nå registreres hver overdragelse som en transaksjon, og aksjeeierboken kan tas ut per hvilken som helst dato. Aksjonærene ser sine egne aksjer i aksjonærportalen.`,
      },
      sv: {
        title: 'Från kalkylblad till aktiebok på en eftermiddag',
        summary: 'Ett teknikbolag med 30 aktieägare flyttade aktieboken till Andel.',
        body: `Aktieboken låg i ett kalkylblad som bara vd förstod. Varje överlåtelse betydde nya rader, nya summor och en ny fil i mejlen.

## Importen
Bolaget laddade ner mallen, klistrade in aktieägarna och laddade upp kalkylbladet. Andel visade raderna med fel, som ett personnummer med en siffra för mycket och aktienummer som inte gick ihop, och de rättades i tabellen innan något sparades.

## Efteråt
Nu registreras varje överlåtelse som en transaktion, och aktieboken kan tas ut per vilket datum som helst. Aktieägarna ser sina egna aktier i aktieägarportalen.`,
      },
      en: {
        title: 'From spreadsheet to register in an afternoon',
        summary: 'A technology company with 30 shareholders moved its register into Andel.',
        body: `The register lived in a spreadsheet only the managing director understood. Every transfer meant new rows, new totals and a new file by email.

## The import
The company downloaded the template, pasted in the shareholders and uploaded the spreadsheet. Andel showed the rows with errors, such as an identity number with one digit too many and share numbers that did not add up, and they were corrected in the table before anything was saved.

## Afterwards
Now each transfer is recorded as a transaction, and the register can be taken out as of any date. The shareholders see their own shares in the shareholder portal.`,
      },
    },
  },
  {
    slug: 'a-board-meeting-without-paper',
    texts: {
      nb: {
        title: 'Et styremøte uten papir',
        summary: 'Styret stemmer og kommenterer sakene før møtet, og protokollen viser utfallet.',
        body: `Styret i et eiendomsselskap møttes fire ganger i året, med innkallinger i PDF og kommentarer spredt over e-posttråder.

## Nå
Styreleder oppretter møtet i Andel og kopierer de faste sakene fra forrige møte. Styremedlemmene åpner innkallingen fra en personlig lenke, stemmer for, mot eller blankt og kommenterer sakene. I møtet er det klart hvor alle står, og protokollen viser utfallet av hver sak.`,
      },
      sv: {
        title: 'Ett styrelsemöte utan papper',
        summary: 'Styrelsen röstar och kommenterar ärendena före mötet, och protokollet visar utfallet.',
        body: `Styrelsen i ett fastighetsbolag möttes fyra gånger om året, med kallelser i PDF och kommentarer utspridda i mejltrådar.

## Nu
Ordföranden skapar mötet i Andel och kopierar de fasta ärendena från förra mötet. Ledamöterna öppnar kallelsen från en personlig länk, röstar för, emot eller blankt och kommenterar ärendena. På mötet är det klart var alla står, och protokollet visar utfallet i varje ärende.`,
      },
      en: {
        title: 'A board meeting without paper',
        summary: 'The board votes on and discusses the matters before the meeting, and the minutes show the outcome.',
        body: `The board of a property company met four times a year, with notices as PDFs and comments spread over email threads.

## Now
The chair creates the meeting in Andel and copies the standing matters from the last meeting. The board members open the notice from a personal link, vote for, against or blank and comment on the matters. At the meeting it is clear where everyone stands, and the minutes show the outcome of each matter.`,
      },
    },
  },
];

export const storyBySlug = (slug: string): Story | undefined => stories.find((story) => story.slug === slug);
