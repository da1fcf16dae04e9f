import { useParams } from 'react-router';
import { MeetingLinkPage } from '@andel/ui/board-meeting';

/** The board member's notice page behind the personal link `/notice-board-meeting/{noticeDocumentId}/{meetingEmailId}` (seed 002, section 2). */
export const NoticeBoardMeetingPage = () => {
  const { noticeDocumentId = '', meetingEmailId = '' } = useParams();
  const base = `/boardmember-view/notice-board-meeting/${encodeURIComponent(meetingEmailId)}`;
  return (
    <MeetingLinkPage
      meetingEmailId={meetingEmailId}
      titleKey="notice.boardMeeting.title"
      loadPath={`${base}?noticeDocumentId=${encodeURIComponent(noticeDocumentId)}`}
      pdfPath={(notice) => `${base}/download-as-pdf/${notice.noticeDocumentId}`}
      downloadKey="boardMemberView.downloadNotice"
      noticeLinkPath={base}
    />
  );
};
