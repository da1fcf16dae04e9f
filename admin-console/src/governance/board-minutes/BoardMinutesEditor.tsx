import { boardMeetingForms, meetingPlaces, type BoardMinutesView, type DocumentSigningView } from '@andel/domain/shared';
import LockIcon from '@mui/icons-material/Lock';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiFetch, DownloadButton, ErrorState, fieldErrorsOf, FormError, LoadingState } from '@andel/ui/shell';
import { ChoiceField } from '../board-meetings/ChoiceField';
import { EditorPanel } from '../board-meetings/EditorPanel';
import { MeetingTimesFields } from '../board-meetings/MeetingTimesFields';
import { ReopenDocumentButton } from '../meeting-documents/ReopenDocumentButton';
import { governanceQueryRoot, useGovernanceMutation } from '../useGovernanceMutation';
import { minutesFormOf, minutesInputOf, type MinutesForm } from './minutes-form';
import { MinutesChairPanel } from './MinutesChairPanel';
import { MinutesMattersPanel } from './MinutesMattersPanel';
import { MinutesParticipantsPanel } from './MinutesParticipantsPanel';
import { SendForReviewDialog } from './SendForReviewDialog';
import { SendMinutesForSigningDialog } from './SendMinutesForSigningDialog';
import { SignatoriesPanel } from './SignatoriesPanel';

type EditorProps = { orgNo: string; projectId: string; view: BoardMinutesView; canEdit: boolean; signing: DocumentSigningView | null };

/** The panels, once the minutes have loaded; saved together through `PUT /project/{id}/board-minutes`. */
const MinutesEditor = ({ orgNo, projectId, view, canEdit, signing }: EditorProps) => {
  const { t } = useTranslation();
  const [form, setForm] = useState<MinutesForm>(() => minutesFormOf(view));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [reviewing, setReviewing] = useState(false);
  const [sendingForSigning, setSendingForSigning] = useState(false);
  const change = (next: Partial<MinutesForm>) => setForm((current) => ({ ...current, ...next }));
  const save = useGovernanceMutation({
    mutationFn: () => apiFetch<BoardMinutesView>(`/project/${encodeURIComponent(projectId)}/board-minutes`, { method: 'PUT', body: minutesInputOf(form, view) }),
    successKey: 'boardMinutes.saved',
    onSuccess: (saved) => {
      setErrors({});
      setForm(minutesFormOf(saved));
    },
    onError: (error) => setErrors(fieldErrorsOf(error)),
  });
  const editable = canEdit && !view.isLocked;
  const problem = (field: string) => (errors[field] ? { error: true, helperText: t(errors[field]!) } : {});
  return (
    <Box
      component="form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate(undefined);
      }}
      sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}
    >
      {view.isLocked && (
        <Alert severity="info" icon={<LockIcon />} action={canEdit ? <ReopenDocumentButton documentId={view.documentId} orgNo={orgNo} documentLabel={t('documentType.board_meeting')} signing={signing} /> : undefined}>
          {t(signing ? 'boardMinutes.lockedForSigning' : 'boardMinutes.locked')}
        </Alert>
      )}
      <Box component="fieldset" disabled={!editable} sx={{ border: 0, p: 0, m: 0, minWidth: 0, display: 'flex', flexDirection: 'column', gap: 2 }}>
        <EditorPanel id="minutes-meeting-details" titleKey="boardMinutes.panel.meetingDetails">
          <MeetingTimesFields value={form} onChange={change} errors={errors} />
          <ChoiceField labelKey="boardMeetings.field.meetingForm" choices={boardMeetingForms} prefix="meetingForm." value={form.boardMeetingForm} onChange={(boardMeetingForm) => change({ boardMeetingForm })} />
          <ChoiceField labelKey="boardMeetings.field.meetingPlace" choices={meetingPlaces} prefix="meetingPlace." value={form.meetingPlace} onChange={(meetingPlace) => change({ meetingPlace })} />
          {form.meetingPlace === 'inlineAddress' && (
            <TextField label={t('boardMeetings.field.inlineAddress')} required value={form.inlineAddress} onChange={(event) => change({ inlineAddress: event.target.value })} {...problem('inlineAddress')} />
          )}
        </EditorPanel>
        <EditorPanel id="minutes-participants" titleKey="boardMinutes.panel.participants">
          <MinutesParticipantsPanel board={view.board} value={form} onChange={change} errors={errors} />
        </EditorPanel>
        <EditorPanel id="minutes-meeting-chair" titleKey="boardMinutes.panel.meetingChair">
          <MinutesChairPanel board={view.board} value={form.meetingChairId} onChange={(meetingChairId) => change({ meetingChairId })} error={errors.meetingChairId} />
        </EditorPanel>
        <EditorPanel id="minutes-signatories" titleKey="boardMinutes.panel.signatories">
          <SignatoriesPanel view={view} value={form.signatoryIds} onChange={(signatoryIds) => change({ signatoryIds })} error={errors.signatoryIds} />
        </EditorPanel>
        <EditorPanel id="minutes-matters" titleKey="boardMinutes.panel.matters">
          <MinutesMattersPanel view={view} value={form.outcomeTexts} onChange={(outcomeTexts) => change({ outcomeTexts })} errors={errors} />
        </EditorPanel>
      </Box>
      <FormError error={save.error} />
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        {editable && (
          <Button type="submit" variant="contained" loading={save.isPending}>
            {t('boardMinutes.save')}
          </Button>
        )}
        <DownloadButton path={`/document/view/pdf/${encodeURIComponent(view.documentId)}/${encodeURIComponent(orgNo)}`} labelKey="boardMinutes.download" errorKey="general-error" />
        {canEdit && (
          <Button variant="outlined" onClick={() => setReviewing(true)}>
            {t('boardMinutes.sendForReview')}
          </Button>
        )}
        {canEdit && !view.isLocked && (
          <Button variant="outlined" onClick={() => setSendingForSigning(true)}>
            {t('boardMinutes.sendForSigning')}
          </Button>
        )}
      </Box>
      {reviewing && <SendForReviewDialog view={view} orgNo={orgNo} onClose={() => setReviewing(false)} />}
      {sendingForSigning && (
        <SendMinutesForSigningDialog
          documentId={view.documentId}
          signerNames={view.board.filter(({ companyroleId }) => view.signatories.signatoryIds.includes(companyroleId)).map(({ name }) => name)}
          introKey="boardMinutes.sendForSigning.intro"
          orgNo={orgNo}
          onClose={() => setSendingForSigning(false)}
        />
      )}
    </Box>
  );
};

/**
 * The board minutes editor (seed 002, section 2): meeting details, participants, meeting chair, signatories and
 * each matter's outcome; the minutes as a PDF; sending them for review. Signing comes with the signing engine.
 */
export const BoardMinutesEditor = ({ orgNo, projectId, canEdit, signing }: { orgNo: string; projectId: string; canEdit: boolean; signing: DocumentSigningView | null }) => {
  const { t } = useTranslation();
  const minutes = useQuery({
    queryKey: [governanceQueryRoot, 'board-minutes', projectId],
    queryFn: ({ signal }) => apiFetch<BoardMinutesView>(`/project/${encodeURIComponent(projectId)}/board-minutes`, { signal }),
  });
  return (
    <Box component="section" aria-labelledby="board-minutes" sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Typography id="board-minutes" variant="h2">
        {t('boardMinutes.title')}
      </Typography>
      {minutes.isPending && <LoadingState />}
      {minutes.isError && <ErrorState error={minutes.error} onRetry={() => void minutes.refetch()} />}
      {minutes.data && <MinutesEditor key={`${minutes.data.isLocked}`} orgNo={orgNo} projectId={projectId} view={minutes.data} canEdit={canEdit} signing={signing} />}
    </Box>
  );
};
