import { defineMessages } from '../../kernel/i18n/define-messages';

export const votingMessages = defineMessages({
  nb: {
    'voting.notRepresented': 'Aksjeeieren er ikke registrert som til stede med aksjer og kan ikke stemme.',
    'voting.excludedFromItem': 'Aksjeeieren er inhabil i saken og kan ikke stemme over den.',
    'voting.proxyExcludedFromItem': 'Fullmektigen er inhabil i saken og kan ikke stemme over den for andre aksjeeiere.',
    'voting.duplicateVote': 'Aksjeeieren har allerede stemt i saken.',
    'voting.unknownShareClass': 'Aksjeklassen finnes ikke i aksjeeierboken på møtedagen.',
    'majorityType.SIMPLE_MAJORITY': 'Alminnelig flertall',
    'majorityType.QUALIFIED': 'Kvalifisert flertall (to tredeler av avgitte stemmer og av representert aksjekapital)',
    'majorityType.UNANIMOUS': 'Enstemmighet',
  },
  sv: {
    'voting.notRepresented': 'Aktieägaren är inte registrerad som närvarande med aktier och kan inte rösta.',
    'voting.excludedFromItem': 'Aktieägaren är jävig i ärendet och kan inte rösta om det.',
    'voting.proxyExcludedFromItem': 'Ombudet är jävigt i ärendet och kan inte rösta om det för andra aktieägare.',
    'voting.duplicateVote': 'Aktieägaren har redan röstat i ärendet.',
    'voting.unknownShareClass': 'Aktieslaget finns inte i aktieboken på stämmodagen.',
    'majorityType.SIMPLE_MAJORITY': 'Enkel majoritet',
    'majorityType.QUALIFIED': 'Kvalificerad majoritet (två tredjedelar av avgivna röster och av företrädda aktier)',
    'majorityType.UNANIMOUS': 'Enhällighet',
  },
  en: {
    'voting.notRepresented': 'The shareholder is not registered as present with shares and cannot vote.',
    'voting.excludedFromItem': 'The shareholder has a conflict of interest in the item and cannot vote on it.',
    'voting.proxyExcludedFromItem': 'The proxy has a conflict of interest in the item and cannot vote on it for other shareholders.',
    'voting.duplicateVote': 'The shareholder has already voted on the item.',
    'voting.unknownShareClass': 'The share class is not on the register on the meeting date.',
    'majorityType.SIMPLE_MAJORITY': 'Simple majority',
    'majorityType.QUALIFIED': 'Qualified majority (two thirds of the votes cast and of the share capital represented)',
    'majorityType.UNANIMOUS': 'Unanimity',
  },
});
