export { useLiveMeeting, type LiveMeetingAuth } from './useLiveMeeting';
export { liveMeetingQueryKey } from './live-meeting-cache';
export { agendaItemLabel } from './agenda-item-label';
export { StepStatusIcon } from './StepStatusIcon';
export type { LiveVoteSender } from './live-vote';
