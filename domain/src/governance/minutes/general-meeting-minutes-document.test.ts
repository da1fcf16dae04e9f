import { describe, expect, it } from 'vitest';
import type { GeneralMeetingData } from '../general-meetings/general-meeting-data';
import type { LiveMeetingAdminView } from '../live-meeting/live-meeting-views';
import type { ProjectDecision } from '../projects/project-decision.entity';
import { generalMeetingMinutesDocument } from './general-meeting-minutes-document';

const meeting = {
  meetingDate: '2099-06-01',
  startTime: '12:00',
  endTime: '14:00',
  meetingForm: 'physical_meeting',
  meetingPlace: 'companysOffice',
  inlineAddressValue: null,
  conductElectronicGeneralMeeting: 'ELECTRONIC_GM_NOT_OFFERED',
  documentLanguage: 'no',
  generalMeetingType: 'extraordinary',
  includeListOfParticipantsInMinutes: false,
  meetingChair: { companyroleId: 'r1', name: 'Lise Leder' },
  coSigner: { companyroleId: null, name: 'Ola Hansen' },
  additionalCoSigners: [{ companyroleId: null, name: 'Per Berg' }],
} as unknown as GeneralMeetingData;

const votes = { votesFor: '0', votesAgainst: '0', votesBlank: '0', representedVotes: '0', shareCapitalFor: '0', shareCapitalAgainst: '0', shareCapitalBlank: '0', representedShareCapital: '0' };
const view = {
  representation: {
    classes: [{ shareClassId: 'a', sharesParticipating: '2', totalShares: '3', percentage: '66.66', votesParticipating: '20', totalVotes: '30' }],
    sharesParticipating: '2',
    totalShares: '3',
    percentage: '66.66',
    votesParticipating: '20',
    totalVotes: '30',
    votesPercentage: '66.66',
    shareCapitalParticipating: '2',
    totalShareCapital: '3',
  },
  items: [
    { itemId: 'meetingChair', voteType: 'meetChair', decisionId: null, status: 'FINISHED', votes: { ...votes, votesFor: '20', shareCapitalFor: '2', representedVotes: '20', representedShareCapital: '2' }, outcome: { outcome: 'ADOPTED', majorityType: 'SIMPLE_MAJORITY', votesRequirementMet: true, capitalRequirementMet: null, classes: [], decidedByChair: false } },
    { itemId: 'approveAgenda', voteType: 'approveNoticeAndAgenda', decisionId: null, status: null, votes, outcome: { outcome: 'NOT_VOTED', majorityType: 'SIMPLE_MAJORITY', votesRequirementMet: false, capitalRequirementMet: null, classes: [], decidedByChair: false } },
  ],
  participationList: [{ participationId: 'p', shareholderId: 's', name: 'Kari Nordmann', isPresent: true, representedByName: null, representedById: null, registeredBy: null, registeredAt: '' }],
} as unknown as LiveMeetingAdminView;

describe('a general meeting\'s minutes as a document', () => {
  const document = generalMeetingMinutesDocument({ company: { name: 'Test AS', organisationNumber: '916180563' }, projectName: 'Ekstra', meeting, decisions: [], view, classCodes: { a: 'A' } });

  it('titles the meeting by its type and prints representation per class, floored', () => {
    expect(document.title).toEqual(['Protokoll fra ekstraordinær generalforsamling: Ekstra']);
    expect(document.details.slice(-2).map(({ label, value }) => `${label[0]}: ${value[0]}`)).toEqual([
      'Representert: 2 av 3 aksjer (66,66 %), 20 av 30 stemmer, aksjekapital 2 av 3',
      'Aksjeklasse A: 2 av 3 aksjer (66,66 %), 20 av 30 stemmer',
    ]);
  });

  it('leaves the participants out when the settings say so, and signs with the chair and every co-signer', () => {
    expect(document.participants.names).toEqual([]);
    expect(document.signatories?.names).toEqual(['Lise Leder', 'Ola Hansen', 'Per Berg']);
    expect(document.meetingChair?.name).toBe('Lise Leder');
  });

  it('prints each voted item\'s votes, capital, rule and outcome; attendance has none, and an item not voted on no unmet requirement', () => {
    expect(document.matters[0]!.outcome).toBeNull();
    expect(document.matters[1]!.outcome![0]).toBe('Stemmer: for 20, mot 0, blank 0 (representert 20)\nAksjekapital: for 2, mot 0, blank 0 (representert 2)\nFlertallskrav: Alminnelig flertall\nVedtatt');
    expect(document.matters[2]!.outcome![0]).not.toContain('ikke oppfylt');
  });

  it('names the holders excluded from an item, and a majority the meeting chose over the decision type\'s default', () => {
    const decision = {
      id: 'd1',
      decisionType: 'changeBusinessActivityInArticlesOfAssociation',
      localizedTitles: [{ language: 'no', title: 'Endring av virksomhet' }],
      matterTexts: [],
      freetextTypeForAllDocuments: 'DECISION_MATTER',
      customizedFreetextTypePerDocument: [],
    } as unknown as ProjectDecision;
    const outcome = { outcome: 'ADOPTED', majorityType: 'SIMPLE_MAJORITY', votesRequirementMet: true, capitalRequirementMet: null, classes: [], decidedByChair: false };
    const withRules = { ...meeting, agendaItemRules: { d1: { majorityType: 'SIMPLE_MAJORITY', classVotes: [], excludedShareholderIds: ['anna'] } } } as GeneralMeetingData;
    const minutes = generalMeetingMinutesDocument({
      company: { name: 'Test AS', organisationNumber: '916180563' },
      projectName: 'Ekstra',
      meeting: withRules,
      decisions: [decision],
      view: { ...view, items: [...view.items, { itemId: 'd1', voteType: 'decision', decisionId: 'd1', status: 'FINISHED', votes, outcome }] } as LiveMeetingAdminView,
      classCodes: {},
      holderNames: { anna: 'Anna Berg' },
    });
    const text = minutes.matters[3]!.outcome![0]!;
    expect(text).toContain('Inhabile i saken, som ikke kunne stemme selv, ved fullmektig eller som fullmektig: Anna Berg');
    expect(text).toContain('Flertallskrav: Alminnelig flertall\nGeneralforsamlingen valgte dette flertallskravet i stedet for standardkravet for vedtakstypen: Kvalifisert flertall');
  });
});
