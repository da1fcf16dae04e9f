import { type GeneralMeetingNoticeMeeting, type LiveMeetingView, type NoticeForShareholderView, type ReceivedPowerOfAttorney, type ShareholderParticipationView, type VoteType, type VoteValue, boardVoteValues, stillToRegister, withVoteCast } from '@andel/domain/shared';
import { agendaItemLabel, useLiveMeeting } from '@andel/ui/live-meeting';
import { ApiError } from '@andel/ui/shell';
import { MeetingVideoLink } from '@andel/ui/notice-view';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { noticeCall } from '@andel/ui/board-meeting';
import { useFocusWhenReplaced } from './useFocusWhenReplaced';

type Principal = { noticeId: string; shareholderId: string; name: string | null };
/** The personal link the reader came by: their notice, or a power-of-attorney recipient's link. */
type Participant = { noticeId: string } | { powerOfAttorneyRecipientId: string };
/** The meeting with the presence and votes already recorded for those the reader acts for, as the page loaded them. */
type Meeting = GeneralMeetingNoticeMeeting & { shareholderParticipation: ShareholderParticipationView[] };
type Props = { meeting: Meeting; principals: Principal[]; participant: Participant; password: string | null; onChanged: () => void };

const giversOf = (powers: ReceivedPowerOfAttorney[]): Principal[] =>
  powers.flatMap((power) => (power.noticeForShareholderId ? [{ noticeId: power.noticeForShareholderId, shareholderId: power.shareholderId, name: power.name }] : []));

/** Whom a shareholder acts for: themself unless they gave a power of attorney, and every giver of a power they hold. */
export const principalsOfNotice = (notice: NoticeForShareholderView): Principal[] => [
  ...(notice.poaGivenAt ? [] : [{ noticeId: notice.noticeForShareholderId, shareholderId: notice.shareholderId, name: null }]),
  ...giversOf(notice.receivedPowerOfAttorneys),
];

/** Whom a power-of-attorney recipient acts for: every giver. */
export const principalsOfRecipient = giversOf;

/**
 * The meeting tab of an electronic general meeting (seed 002, sections 2 and 4): attendance for oneself and the
 * represented givers while registration is open, a vote for, against or blank on the open item, and one's votes (as
 * loaded with the page, so a reopened page shows them, then as each answer brings them). The live state comes over socket.io with the notice's token; the server checks every rule and answers with its key.
 * A vote goes over that socket with an ack (the HTTP `vote` route when it is not connected) and shows once answered.
 */
export const MeetingTab = ({ meeting, principals, participant, password, onChanged }: Props) => {
  const { t } = useTranslation();
  const { projectId } = meeting;
  const token = 'noticeId' in participant ? { noticeToken: participant.noticeId } : { poaRecipientToken: participant.powerOfAttorneyRecipientId };
  const { view, refusal, announcements, castVote } = useLiveMeeting<LiveMeetingView>({ projectId, ...token });
  const [answered, setParticipation] = useState<ShareholderParticipationView[] | null>(null);
  const participation = answered ?? meeting.shareholderParticipation;
  const [message, setMessage] = useState<{ severity: 'success' | 'error'; text: string } | null>(null);
  const attendanceLine = useRef<HTMLElement>(null);
  const votingLine = useRef<HTMLElement>(null);
  const base = `/general-meeting/${encodeURIComponent(projectId)}`;
  const failed = (fallback: string) => (error: unknown) => setMessage({ severity: 'error', text: t(error instanceof ApiError && error.code !== 'general-error' ? error.code : fallback, error instanceof ApiError ? error.params : {}) });
  const register = useMutation({
    mutationFn: () =>
      noticeCall<ShareholderParticipationView[]>(`${base}/register-attendance`, password, {
        method: 'POST',
        body: { ...participant, participationList: stillToRegister(principals, participation).map((principal) => ({ noticeId: principal.noticeId, isPresent: true })) },
      }),
    onSuccess: (answer) => {
      setParticipation(answer);
      onChanged();
      setMessage({ severity: 'success', text: t('liveMeeting.participant.registered') });
    },
    onError: failed('general-meeting.attendance.errorRegister'),
  });
  const vote = useMutation({
    mutationFn: (input: { principal: Principal; vote: VoteValue; voteType: VoteType; decisionId: string | null }) => {
      const voteList = [{ noticeId: input.principal.noticeId, voteId: crypto.randomUUID(), voteType: input.voteType, vote: input.vote, decisionId: input.decisionId }];
      return castVote({ voteList }, () => noticeCall<ShareholderParticipationView[]>(`${base}/vote`, password, { method: 'POST', body: { ...participant, voteList } }));
    },
    onSuccess: (result, input) => {
      setParticipation((current) => (result.via === 'http' ? result.answer : withVoteCast(current ?? meeting.shareholderParticipation, input.principal.shareholderId, input)));
      onChanged();
      setMessage({ severity: 'success', text: t('liveMeeting.participant.voted') });
    },
    onError: failed('general-meeting.voting.errorVote'),
  });
  const openItem = view?.steps.status === 'STARTED' ? view.items.find((item) => item.status === 'STARTED') : undefined;
  const allRegistered = principals.length > 0 && stillToRegister(principals, participation).length === 0;
  // The register button and the vote buttons go when they have done their work or the chair moves on: the focus goes to what replaced them.
  useFocusWhenReplaced(allRegistered, attendanceLine);
  useFocusWhenReplaced(openItem?.itemId ?? null, votingLine);
  if (refusal && !view) return <Alert severity="error">{t(refusal)}</Alert>;
  if (!view)
    return (
      <Alert severity="info" data-testid="live-meeting-mount">
        {t('noticeForShareholder.meeting.opensHere')}
      </Alert>
    );
  const agenda = meeting.mattersForVoting;
  const nameOf = (principal: Principal) => principal.name ?? t('liveMeeting.participant.self');
  const votesOf = (shareholderId: string) => {
    const entry = participation.find((candidate) => candidate.shareholderId === shareholderId);
    if (!entry) return [];
    return [
      { itemId: 'meetingChair', vote: entry.meetingChairVote },
      { itemId: 'approveAgenda', vote: entry.approveAgendaVote },
      ...entry.decisionVotes.map((decision) => ({ itemId: decision.decisionId, vote: decision.vote })),
    ].filter((item) => item.vote !== null);
  };
  return (
    <Stack spacing={2} data-testid="live-meeting-mount">
      <Typography variant="body2" aria-live="polite">
        {t(`liveMeeting.status.${view.steps.status}`)}
      </Typography>
      <MeetingVideoLink link={meeting.meetingLink} />
      {/* The chair's announcements are read out politely as they come, newest first on screen. */}
      <Stack spacing={1} role="log" aria-live="polite" aria-label={t('liveMeeting.announcements')}>
        {announcements.map((text, index) => (
          <Alert key={`${index}-${text}`} severity="info" role="note">
            {text}
          </Alert>
        ))}
      </Stack>
      {message && (
        <Alert severity={message.severity} role={message.severity === 'error' ? 'alert' : 'status'}>
          {message.text}
        </Alert>
      )}
      <Typography variant="h2" sx={{ fontSize: 20 }}>
        {t('liveMeeting.participant.attendance')}
      </Typography>
      {allRegistered ? (
        <Typography ref={attendanceLine} tabIndex={-1}>
          {t('liveMeeting.participant.allRegistered')}
        </Typography>
      ) : view.steps.status === 'STARTED' && view.steps.registrationStatus === 'STARTED' ? (
        <Button variant="contained" sx={{ alignSelf: 'flex-start' }} disabled={register.isPending || principals.length === 0} onClick={() => register.mutate()}>
          {register.isPending ? <CircularProgress size={20} /> : t('liveMeeting.participant.register')}
        </Button>
      ) : (
        <Typography>{t('liveMeeting.participant.registrationClosed')}</Typography>
      )}
      {/* What is put to the vote is announced politely when the chair opens or closes an item. */}
      <div aria-live="polite">
        {openItem ? (
          <Typography variant="h2" sx={{ fontSize: 20 }} ref={votingLine} tabIndex={-1}>
            {t('liveMeeting.participant.openItem', { item: agendaItemLabel(t, agenda, openItem.itemId) })}
          </Typography>
        ) : (
          <Typography ref={votingLine} tabIndex={-1}>
            {t('liveMeeting.participant.noOpenItem')}
          </Typography>
        )}
      </div>
      {openItem && (
        <Stack spacing={1}>
          {principals.map((principal) => (
            <Stack key={principal.noticeId} direction="row" spacing={1} sx={{ alignItems: 'center' }} role="group" aria-label={nameOf(principal)}>
              <Typography sx={{ minWidth: 160 }}>{nameOf(principal)}</Typography>
              {boardVoteValues.map((value) => (
                // Refused while a vote is under way but not disabled: a disabled button drops the keyboard's focus.
                <Button
                  key={value}
                  variant="outlined"
                  aria-disabled={vote.isPending}
                  onClick={() => vote.isPending || vote.mutate({ principal, vote: value, voteType: openItem.voteType, decisionId: openItem.decisionId })}
                >
                  {t(`liveMeeting.vote.${value}`)}
                </Button>
              ))}
            </Stack>
          ))}
        </Stack>
      )}
      {participation.some((entry) => votesOf(entry.shareholderId).length > 0) && (
        <Stack spacing={1} data-testid="live-meeting-own-votes">
          <Typography variant="h2" sx={{ fontSize: 20 }}>
            {t('liveMeeting.participant.yourVotes')}
          </Typography>
          {principals.flatMap((principal) =>
            votesOf(principal.shareholderId).map((item) => (
              <Typography key={`${principal.shareholderId}-${item.itemId}`}>
                {`${nameOf(principal)} · ${agendaItemLabel(t, agenda, item.itemId)}: ${t(`liveMeeting.vote.${item.vote}`)}`}
              </Typography>
            )),
          )}
        </Stack>
      )}
    </Stack>
  );
};
