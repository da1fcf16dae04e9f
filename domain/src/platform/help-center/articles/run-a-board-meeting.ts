import type { HelpArticle } from '../help-content';

export const runABoardMeeting: HelpArticle = {
  slug: 'run-a-board-meeting',
  topic: 'governance',
  companyPage: 'projects',
  texts: {
    nb: {
      title: 'Gjennomfør et styremøte',
      summary: 'Opprett møtet, legg til sakene, og la styret stemme og kommentere før og i møtet.',
      body: `Et styremøte i Andel er et prosjekt med innkalling og protokoll. Styret hentes fra selskapets roller.

## Opprett møtet
1. Velg Prosjekter i menyen og Nytt styremøte.
2. Velg møteform (fysisk, elektronisk, hybrid eller sirkulasjon), dato, start- og sluttid, dokumenter (innkalling og protokoll, eller bare protokoll) og dokumentspråk.
3. Vil du gjenbruke saker fra et tidligere møte, velger du prosjektet under Kopier saker fra prosjekt.
4. Velg Opprett møte.

## Legg til sakene
Under Saker legger du til beslutningssaker og orienteringssaker, med tittel og tekst på hvert dokumentspråk.

## Under møtet
Styremedlemmene åpner innkallingen fra lenken i e-posten eller under Møter i styreportalen. Der stemmer de for, mot eller blankt på hver beslutningssak og skriver kommentarer. Som administrator ser du stemmene og kommentarene, og protokollen viser utfallet av hver sak.`,
    },
    sv: {
      title: 'Genomför ett styrelsemöte',
      summary: 'Skapa mötet, lägg till ärendena och låt styrelsen rösta och kommentera före och under mötet.',
      body: `Ett styrelsemöte i Andel är ett projekt med kallelse och protokoll. Styrelsen hämtas från bolagets roller.

## Skapa mötet
1. Välj Projekt i menyn och Nytt styrelsemöte.
2. Välj mötesform (fysiskt, digitalt, hybrid eller per capsulam), datum, start- och sluttid, dokument (kallelse och protokoll, eller bara protokoll) och dokumentspråk.
3. Vill du återanvända ärenden från ett tidigare möte väljer du projektet under Kopiera ärenden från projekt.
4. Välj Skapa möte.

## Lägg till ärendena
Under Ärenden lägger du till beslutsärenden och informationsärenden, med rubrik och text på varje dokumentspråk.

## Under mötet
Styrelseledamöterna öppnar kallelsen från länken i mejlet eller under Möten i styrelseportalen. Där röstar de för, emot eller blankt i varje beslutsärende och skriver kommentarer. Som administratör ser du rösterna och kommentarerna, och protokollet visar utfallet i varje ärende.`,
    },
    en: {
      title: 'Run a board meeting',
      summary: 'Create the meeting, add the matters, and let the board vote and comment before and during the meeting.',
      body: `A board meeting in Andel is a project with a notice and minutes. The board is taken from the company's roles.

## Create the meeting
1. Choose Projects in the menu and New board meeting.
2. Choose the meeting form (physical, electronic, hybrid or circulation), the date, start and end time, the documents (notice and minutes, or minutes only) and the document language.
3. To reuse matters from an earlier meeting, choose that project under Copy matters from project.
4. Choose Create meeting.

## Add the matters
Under Matters you add decision matters and information matters, with a title and text in each document language.

## During the meeting
The board members open the notice from the link in their email or under Meetings in the board portal. There they vote for, against or blank on each decision matter and write comments. As an administrator you see the votes and comments, and the minutes show the outcome of each matter.`,
    },
  },
};
