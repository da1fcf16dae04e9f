import { saveArticles, shareCapitalArticle, type Company, type User } from '@andel/domain/server';
import type { Language } from '@andel/domain/shared';
import type { EntityManager } from '@mikro-orm/core';

type Paragraph = Partial<Record<Language, [title: string, text: string]>> | 'shareCapital';
type Version = { date: string; paragraphs: Paragraph[] };

const name = (company: Company): Paragraph => ({
  nb: ['Foretaksnavn', `Selskapets foretaksnavn er ${company.name}.`],
  sv: ['Firma', `Bolagets firma är ${company.name}.`],
  en: ['Company name', `The company’s name is ${company.name}.`],
});
const office = (town: string): Paragraph => ({
  nb: ['Forretningskontor', `Selskapets forretningskontor er i ${town} kommune.`],
  sv: ['Säte', `Styrelsen ska ha sitt säte i ${town} kommun.`],
  en: ['Registered office', `The company’s registered office is in the municipality of ${town}.`],
});
const purpose = (nb: string, sv: string, en: string): Paragraph => ({ nb: ['Formål', nb], sv: ['Verksamhet', sv], en: ['Object', en] });
const board = (members: string): Paragraph => ({
  nb: ['Styre', `Selskapets styre skal ha fra ${members} medlemmer etter generalforsamlingens nærmere beslutning.`],
  sv: ['Styrelse', `Styrelsen ska bestå av ${members} ledamöter.`],
  en: ['Board of directors', `The company’s board of directors shall have ${members} members, as the general meeting decides.`],
});
const signature: Paragraph = {
  nb: ['Signatur', 'Selskapets firma tegnes av styrets leder alene eller av to styremedlemmer i fellesskap.'],
  sv: ['Firmateckning', 'Bolagets firma tecknas av styrelsen eller av två ledamöter i förening.'],
  en: ['Signature', 'The company is bound by the signature of the chair alone or of two board members jointly.'],
};
const meeting: Paragraph = {
  nb: ['Ordinær generalforsamling', 'Den ordinære generalforsamlingen skal behandle godkjenning av årsregnskapet og årsberetningen, herunder utdeling av utbytte, og andre saker som etter loven eller vedtektene hører under generalforsamlingen.'],
  sv: ['Årsstämma', 'På årsstämman ska fastställelse av resultaträkningen och balansräkningen, disposition av resultatet och ansvarsfrihet för styrelseledamöterna behandlas.'],
  en: ['Annual general meeting', 'The annual general meeting shall approve the annual accounts and the directors’ report, including any dividend, and deal with other matters that by law or these articles belong to the general meeting.'],
};
const transfers: Paragraph = {
  nb: ['Aksjeoverdragelse', 'Erverv av aksjer er ikke betinget av samtykke fra selskapet, og aksjeeierne har ikke forkjøpsrett.'],
  sv: ['Hembud', 'Aktierna är inte föremål för hembud.'],
  en: ['Transfer of shares', 'Acquisitions of shares do not require the company’s consent, and the shareholders have no pre-emption right.'],
};

/** Three versions of each demo company's articles: at incorporation, after a change of office or board, and the latest. */
const versionsOf = (company: Company): Version[] => {
  const town = company.country === 'SE' ? 'Stockholm' : company.name.startsWith('Bergfjell') ? 'Bergen' : 'Oslo';
  const object = company.name.startsWith('Bergfjell')
    ? purpose('Selskapets formål er å eie og forvalte fast eiendom og det som står i forbindelse med dette.', 'Bolaget ska äga och förvalta fast egendom.', 'The company’s object is to own and manage real property and what is connected with it.')
    : purpose('Selskapets formål er utvikling og salg av programvare og tjenester, og å delta i andre selskaper.', 'Bolaget ska bedriva design och försäljning av inredning samt därmed förenlig verksamhet.', 'The company’s object is the development and sale of software and services, and taking part in other companies.');
  return [
    { date: '2024-01-15', paragraphs: [name(company), office(town), object, 'shareCapital', board('1 til 3'), signature] },
    { date: '2025-03-01', paragraphs: [name(company), office(town), object, 'shareCapital', board('3 til 5'), signature, meeting] },
    { date: '2025-11-01', paragraphs: [name(company), office(town), object, 'shareCapital', board('3 til 5'), signature, transfers, meeting] },
  ];
};

/** The languages each demo company writes its articles in: Nordlys Norwegian and English, Bergfjell Norwegian, Skärgården Swedish and English. */
const languagesOf = (company: Company): Language[] => (company.country === 'SE' ? ['sv', 'en'] : company.name.startsWith('Nordlys') ? ['nb', 'en'] : ['nb']);

/** Each demo company's articles in three dated versions, the share capital paragraph written from the register as of each date. */
export const seedDemoArticles = async (em: EntityManager, actor: User, companies: readonly Company[]) => {
  for (const company of companies) {
    const languages = languagesOf(company);
    for (const { date, paragraphs } of versionsOf(company)) {
      const capital = await shareCapitalArticle({ em, company, date, languages });
      const jsondata = paragraphs.flatMap((paragraph, index) =>
        languages.map((language) => {
          const textIn = (texts: { language: string; text: string }[]) => texts.find((entry) => entry.language === language)!.text;
          if (paragraph === 'shareCapital') return { paragraph: index + 1, language, name: textIn(capital.titles), text: textIn(capital.texts) };
          const [title, text] = paragraph[language]!;
          return { paragraph: index + 1, language, name: title, text: text.replace(' til ', language === 'sv' ? ' till ' : language === 'en' ? ' to ' : ' til ') };
        }),
      );
      await saveArticles({ em, actor, company, input: { date, languages, paragraphFormat: { prefix: '§ ', suffix: '' }, jsondata, shareCapitalParagraph: paragraphs.indexOf('shareCapital') + 1 } });
    }
  }
};
