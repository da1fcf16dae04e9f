import type { EntityManager } from '@mikro-orm/core';
import { runBound } from '../../kernel/sql/run-bound';
import type { Project } from '../projects/project.entity';
import { holderName } from '../../register/export/collect-register-export';
import { holderDistinction } from '../../register/shareholders/shareholder-display';
import { itemOutcome } from '../voting/item-outcome';
import type { MeetingRegister } from '../voting/meeting-register';
import { representation, type Participation } from '../voting/representation';
import type { VoteValue } from '../voting/voting-constants';
import { itemVotesJson, tallyItem } from '../voting/tally';
import { approveAgendaItemId, meetingChairItemId } from './live-meeting-constants';
import type { LiveItemView, LiveMeetingAdminView, LiveMeetingVotesView } from './live-meeting-views';
import { LiveMeeting } from './live-meeting.entity';
import { allStepsResolved, stepStatusOf, type MeetingAgenda } from './meeting-agenda';
import { MeetingParticipation } from './meeting-participation.entity';

/** The database clock in microseconds, read before the state it versions. */
const databaseClock = async (em: EntityManager): Promise<string> => {
  const [{ version }] = (await runBound<{ version: string }>(em, `select (extract(epoch from clock_timestamp()) * 1000000)::bigint::text as version`, [])) as [{ version: string }];
  return version;
};

/** Each item's tally from the register and the votes cast, with its outcome by the item's rule. */
const itemViews = ({
  live,
  agenda,
  register,
  participation,
  votes,
  itemIds,
}: {
  live: LiveMeeting;
  agenda: MeetingAgenda;
  register: MeetingRegister;
  participation: readonly Participation[];
  votes: readonly { shareholderId: string; itemId: string; vote: VoteValue }[];
  itemIds: readonly string[];
}): LiveItemView[] =>
  itemIds.map((itemId) => {
    const rule = agenda.ruleOf(itemId);
    const itemVotes = votes.filter((vote) => vote.itemId === itemId);
    const tally = tallyItem({ register, participation, item: { excluded: rule.excludedShareholderIds, votes: itemVotes } });
    const voteType = itemId === meetingChairItemId ? 'meetChair' : itemId === approveAgendaItemId ? 'approveNoticeAndAgenda' : 'decision';
    return {
      itemId,
      voteType,
      decisionId: voteType === 'decision' ? itemId : null,
      status: stepStatusOf(live, itemId),
      votes: itemVotesJson(tally),
      outcome: itemOutcome({ tally, majorityType: rule.majorityType, classVotes: rule.classVotes }),
    } as const;
  });

/**
 * The live meeting as it stands: statuses, participation, representation per class (seed 002, section 3) and each
 * item's tally from the register at the meeting date with its outcome by the item's rule (the voting room's
 * calculators). The version is the database clock read before the state, so a later snapshot holds every change an
 * earlier one did.
 */
export const liveMeetingSnapshot = async ({ em, project, agenda, register, meetingDate }: { em: EntityManager; project: Project; agenda: MeetingAgenda; register: MeetingRegister; meetingDate: string }): Promise<LiveMeetingAdminView> => {
  const version = await databaseClock(em);
  const live = (await em.findOne(LiveMeeting, { project })) ?? em.create(LiveMeeting, { project }, { persist: false });
  const rows = await em.find(MeetingParticipation, { project }, { populate: ['shareholder', 'registeredBy'], orderBy: { registeredAt: 'asc' } });
  // Rows, not entities: a meeting's snapshot is read for every joining client's window, and holds every vote cast.
  const votes = await runBound<{ id: string; shareholderId: string; itemId: string; vote: VoteValue }>(
    em,
    'select id, shareholder_id as "shareholderId", item_id as "itemId", vote from meeting_vote where project_id = $1 order by created_at',
    [project.id],
  );
  const participation = rows.map((row) => ({ shareholderId: row.shareholder.id, isPresent: row.isPresent }));
  const items = itemViews({ live, agenda, register, participation, votes, itemIds: agenda.itemIds });
  return {
    projectId: project.id,
    version,
    meetingDate,
    steps: {
      status: live.status,
      registrationStatus: live.registrationStatus ?? null,
      meetingChairStatus: live.meetingChairStatus ?? null,
      approveAgendaStatus: live.approveAgendaStatus ?? null,
      decisionStatuses: agenda.decisionIds.map((decisionId) => ({ decisionId, status: live.decisionStatuses[decisionId] ?? null })),
      autoOpenSelfRegistration: live.autoOpenSelfRegistration,
      autoOpenVoting: live.autoOpenVoting,
      publishMinutesPostMeeting: live.publishMinutesPostMeeting,
    },
    allResolved: allStepsResolved(live, agenda),
    representation: representation({ register, participation }),
    items,
    participationList: rows.map((row) => ({
      participationId: row.id,
      shareholderId: row.shareholder.id,
      name: holderName(row.shareholder),
      distinction: holderDistinction(row.shareholder),
      isPresent: row.isPresent,
      representedByName: row.representedByName ?? null,
      representedById: row.representedById ?? null,
      registeredBy: row.registeredBy?.name ?? null,
      registeredAt: row.registeredAt.toISOString(),
    })),
    individualVotes: votes,
  };
};

/** What a shareholder or proxy sees: the admin's view without names and individual votes. */
export const publicLiveMeetingView = ({ participationList: _participation, individualVotes: _votes, ...view }: LiveMeetingAdminView) => view;

/** Rows grouped by their meeting, in their order. */
const byProject = <T>(rows: readonly { projectId: string; row: T }[]) => {
  const grouped = new Map<string, T[]>();
  for (const { projectId, row } of rows) {
    const group = grouped.get(projectId);
    if (group) group.push(row);
    else grouped.set(projectId, [row]);
  }
  return grouped;
};

/** A meeting whose votes changed: its context, register and the items voted on. */
export type ChangedMeeting = { project: Project; agenda: MeetingAgenda; register: MeetingRegister; itemIds: readonly string[] };

/**
 * What a burst of votes changed, for every meeting changed in one broadcast window together: each meeting's
 * representation and its given items' tallies, and their individual votes (for the admin room), read for those items
 * alone (participation without names), versioned as a snapshot is, in one set of queries for all the meetings (the
 * clock, the live rows, the participation and the votes). A client applies each item over what it holds when the
 * message's version is above the one its item came with.
 */
export const liveMeetingVotes = async (em: EntityManager, meetings: readonly ChangedMeeting[]): Promise<LiveMeetingVotesView[]> => {
  if (!meetings.length) return [];
  const version = await databaseClock(em);
  const projectIds = meetings.map((meeting) => meeting.project.id);
  const lives = new Map((await em.find(LiveMeeting, { project: { $in: projectIds } })).map((live) => [live.project.id, live]));
  const participations = await runBound<Participation & { projectId: string }>(
    em,
    `select project_id as "projectId", shareholder_id as "shareholderId", is_present as "isPresent" from meeting_participation where project_id = any($1)`,
    [projectIds],
  );
  const votes = await runBound<{ projectId: string; id: string; shareholderId: string; itemId: string; vote: VoteValue }>(
    em,
    `select project_id as "projectId", id, shareholder_id as "shareholderId", item_id as "itemId", vote from meeting_vote where project_id = any($1) and item_id = any($2) order by created_at`,
    [projectIds, [...new Set(meetings.flatMap((meeting) => meeting.itemIds))]],
  );
  const participationOf = byProject(participations.map(({ projectId, shareholderId, isPresent }) => ({ projectId, row: { shareholderId, isPresent } })));
  const votesOf = byProject(votes.map(({ projectId, ...vote }) => ({ projectId, row: vote })));
  return meetings.map(({ project, agenda, register, itemIds }) => {
    const live = lives.get(project.id) ?? em.create(LiveMeeting, { project }, { persist: false });
    const participation = participationOf.get(project.id) ?? [];
    const individualVotes = (votesOf.get(project.id) ?? []).filter((vote) => itemIds.includes(vote.itemId));
    const items = itemViews({ live, agenda, register, participation, votes: individualVotes, itemIds: agenda.itemIds.filter((itemId) => itemIds.includes(itemId)) });
    return { projectId: project.id, version, representation: representation({ register, participation }), items, individualVotes };
  });
};

/** What a shareholder or proxy gets of it: without the individual votes. */
export const publicLiveMeetingVotes = ({ individualVotes: _votes, ...view }: LiveMeetingVotesView) => view;
