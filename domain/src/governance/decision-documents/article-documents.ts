import { z } from 'zod';
import type { DecisionType } from '../decisions/decision-catalogue';
import { articlesChanged, type ArticleChanged } from './decision-effects';
import { defineDecisionDocument, type DecisionDocument } from './decision-document';
import { paragraph } from './resolution-blocks';
import { longText } from './resolution-fields';

// The `changeXInArticlesOfAssociation` family: one clause of the articles given a new wording per document language.

const clauseName: Record<ArticleChanged, { no: string; sv: string; en: string }> = {
  companyName: { no: 'foretaksnavn', sv: 'företagsnamn', en: 'company name' },
  registeredOffice: { no: 'forretningskommune', sv: 'säte', en: 'registered office' },
  businessActivity: { no: 'virksomhet', sv: 'verksamhet', en: 'business activity' },
  shareCapital: { no: 'aksjekapital', sv: 'aktiekapital', en: 'share capital' },
  board: { no: 'styre', sv: 'styrelse', en: 'board' },
  signature: { no: 'signatur', sv: 'firmateckning', en: 'signature' },
  shareTransfer: { no: 'omsettelighet av aksjer', sv: 'aktiers överlåtbarhet', en: 'transfer of shares' },
};

/** Restricting the transfer of shares asks more than two thirds in both countries; the text says so. */
const stricterMajority = {
  no: ' Dersom endringen begrenser aksjenes omsettelighet, krever vedtaket i tillegg tilslutning fra minst ni tideler av aksjekapitalen som er representert på generalforsamlingen (aksjeloven § 5-19).',
  sv: ' Om ändringen inför ett samtyckes- eller förköpsförbehåll krävs i stället att beslutet biträds av aktieägare med minst två tredjedelar av de avgivna rösterna och nio tiondelar av de aktier som är företrädda vid stämman (aktiebolagslagen 7 kap. 43 §).',
  en: ' If the change restricts the transfer of shares, the resolution further requires the support of at least nine tenths of the share capital represented at the meeting.',
};

const articleDocument = (article: ArticleChanged) =>
  defineDecisionDocument({
    fields: z.object({ paragraph: z.string().trim().min(1, 'required').max(20), wording: longText }),
    form: [
      { name: 'paragraph', kind: 'text' },
      { name: 'wording', kind: 'longText' },
    ],
    defaults: () => ({ paragraph: '', wording: '' }),
    body: 'GENERAL_MEETING',
    text: {
      no: (f, x) => [
        paragraph(`Generalforsamlingen vedtar å endre vedtektenes § ${x.text(f.paragraph)} om ${clauseName[article].no} til å lyde:`),
        paragraph(`«${x.text(f.wording)}»`),
        paragraph(`Vedtaket krever tilslutning fra minst to tredeler av både de avgitte stemmer og den aksjekapital som er representert på generalforsamlingen (aksjeloven § 5-18).${article === 'shareTransfer' ? stricterMajority.no : ''} Endringen meldes til Foretaksregisteret.`),
      ],
      sv: (f, x) => [
        paragraph(`Stämman beslutar att ändra bolagsordningens § ${x.text(f.paragraph)} om ${clauseName[article].sv} till följande lydelse:`),
        paragraph(`”${x.text(f.wording)}”`),
        paragraph(`Beslutet är giltigt endast om det har biträtts av aktieägare med minst två tredjedelar av såväl de avgivna rösterna som de aktier som är företrädda vid stämman (aktiebolagslagen 7 kap. 42 §).${article === 'shareTransfer' ? stricterMajority.sv : ''} Ändringen anmäls till Bolagsverket.`),
      ],
      en: (f, x) => [
        paragraph(`The general meeting resolves to amend article ${x.text(f.paragraph)} of the articles of association, on the ${clauseName[article].en}, to read:`),
        paragraph(`"${x.text(f.wording)}"`),
        paragraph(`The resolution requires the support of at least two thirds of both the votes cast and the share capital represented at the general meeting.${article === 'shareTransfer' ? stricterMajority.en : ''} The change is filed with the register of business enterprises.`),
      ],
    },
    effect: (f) => ({ kind: 'ARTICLE_CHANGE', article, paragraph: f.paragraph, wording: f.wording }),
  });

const typeOf = (article: ArticleChanged) => `change${article[0]!.toUpperCase()}${article.slice(1)}InArticlesOfAssociation` as DecisionType;

/** Each article-change decision type's document. */
export const articleDocuments = Object.fromEntries(articlesChanged.map((article) => [typeOf(article), articleDocument(article)])) as Partial<Record<DecisionType, DecisionDocument>>;
