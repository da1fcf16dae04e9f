import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { localDateTimeText } from '@andel/domain/shared';
import { currentLanguage } from '@andel/ui/shell';
import { MeetingLinkPage } from '@andel/ui/board-meeting';

/**
 * A reviewer's page for board minutes behind the emailed link `/board-minutes-review/{meetingEmailId}`, and one matter
 * at `.../matter/{matterId}`, which navigates back (seed 002, section 2): the reviewer votes on the matters or only
 * comments, as the minutes were sent, until the feedback deadline; the minutes as a PDF.
 */
export const BoardMinutesReviewPage = () => {
  const { t } = useTranslation();
  const { meetingEmailId = '', matterId } = useParams();
  const review = `/boardmember-view/review/${encodeURIComponent(meetingEmailId)}`;
  const page = `/board-minutes-review/${encodeURIComponent(meetingEmailId)}`;
  return (
    <MeetingLinkPage
      meetingEmailId={meetingEmailId}
      titleKey="notice.boardMinutesReview.title"
      loadPath={matterId ? `${review}/matter/${encodeURIComponent(matterId)}` : review}
      pdfPath={() => `${review}/download-as-pdf`}
      downloadKey="boardMinutesReview.download"
      matterHref={matterId ? undefined : (decisionId) => `${page}/matter/${encodeURIComponent(decisionId)}`}
      intro={(notice) => (
        <>
          {matterId && (
            <Button component={Link} to={page} sx={{ mb: 2 }}>
              {t('boardMinutesReview.back')}
            </Button>
          )}
          <Alert severity="info" sx={{ mb: 2 }}>
            {t(`boardMinutesReview.mode.${notice.reviewMode ?? 'commenting'}`)}{' '}
            {notice.feedbackDeadline && t('boardMinutesReview.deadline', { deadline: localDateTimeText(currentLanguage(), notice.feedbackDeadline) })}
          </Alert>
        </>
      )}
    />
  );
};
