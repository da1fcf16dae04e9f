import { ZBoardMeetingUpdateSchema, type BoardMeetingView, type TBoardMeetingUpdate } from '@andel/domain/shared';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiFetch, ErrorState, fieldErrorsOf, FormError, LoadingState, validateForm } from '@andel/ui/shell';
import { useGovernanceMutation } from '../useGovernanceMutation';
import { EditorPanel } from './EditorPanel';
import { MeetingDetailsPanel } from './MeetingDetailsPanel';
import { boardMeetingNumberProblem, noticeFormOf, noticeInputOf, type NoticeForm } from './notice-form';
import { RecipientsPanel } from './RecipientsPanel';
import { useBoardMeeting } from './useBoardMeeting';

/** The panels, once the meeting has loaded; saved together through `PUT /project/{id}/board-meeting`. */
const NoticeEditor = ({ projectId, view, canEdit }: { projectId: string; view: BoardMeetingView; canEdit: boolean }) => {
  const { t } = useTranslation();
  const [form, setForm] = useState<NoticeForm>(() => noticeFormOf(view));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const change = (next: Partial<NoticeForm>) => setForm((current) => ({ ...current, ...next }));
  const save = useGovernanceMutation({
    mutationFn: (input: TBoardMeetingUpdate) => apiFetch<BoardMeetingView>(`/project/${encodeURIComponent(projectId)}/board-meeting`, { method: 'PUT', body: input }),
    successKey: 'boardMeetings.notice.saved',
    onSuccess: (saved) => setForm(noticeFormOf(saved)),
    onError: (error) => setErrors(fieldErrorsOf(error)),
  });
  const submit = () => {
    const numberProblem = boardMeetingNumberProblem(form.boardMeetingNumber);
    const { data, errors: problems } = validateForm(ZBoardMeetingUpdateSchema, noticeInputOf(form));
    const all = { ...(problems ?? {}), ...(numberProblem ? { boardMeetingNumber: numberProblem } : {}) };
    setErrors(all);
    if (data && !numberProblem) save.mutate(data);
  };
  return (
    <Box
      component="form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
      sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}
    >
      <EditorPanel id="notice-meeting-details" titleKey="boardMeetings.panel.meetingDetails">
        <MeetingDetailsPanel value={form} onChange={change} errors={errors} />
      </EditorPanel>
      <EditorPanel id="notice-recipients" titleKey="boardMeetings.panel.recipients">
        <RecipientsPanel recipients={view.recipients} value={form} onChange={change} errors={errors} />
      </EditorPanel>
      <FormError error={save.error} />
      {Object.keys(errors).length > 0 && !save.error && <Typography color="error">{t('boardMeetings.notice.fixErrors')}</Typography>}
      {canEdit && (
        <Button type="submit" variant="contained" loading={save.isPending} sx={{ alignSelf: 'flex-start' }}>
          {t('boardMeetings.notice.save')}
        </Button>
      )}
    </Box>
  );
};

/** The board meeting notice editor's panels, meeting details and recipients (seed 002, section 2). */
export const BoardMeetingNotice = ({ projectId, canEdit }: { projectId: string; canEdit: boolean }) => {
  const { t } = useTranslation();
  const meeting = useBoardMeeting(projectId);
  return (
    <Box component="section" aria-labelledby="board-meeting-notice" sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Typography id="board-meeting-notice" variant="h2">
        {t('boardMeetings.notice.title')}
      </Typography>
      {meeting.isPending && <LoadingState />}
      {meeting.isError && <ErrorState error={meeting.error} onRetry={() => void meeting.refetch()} />}
      {meeting.data && <NoticeEditor projectId={projectId} view={meeting.data} canEdit={canEdit} />}
    </Box>
  );
};
