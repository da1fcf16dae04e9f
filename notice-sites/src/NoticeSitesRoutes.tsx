import { Route, Routes } from 'react-router';
import { NotFound } from '@andel/ui/shell';
import { noticePages } from './notice-pages';
import { NoticePage } from './NoticePage';
import { InvitationPage } from './platform/invitations/InvitationPage';
import { VerifyDocumentPage } from './documents/sealing/VerifyDocumentPage';
import { InnsynRequestPage } from './register/innsyn/InnsynRequestPage';
import { DocumentViewPage } from './documents/document-view/DocumentViewPage';
import { BatchSigningPage } from './documents/signing/BatchSigningPage';
import { SignPage } from './documents/signing/SignPage';
import { SignedDocumentViewPage } from './documents/signing/SignedDocumentViewPage';
import { SigningCallbackPage } from './documents/signing/SigningCallbackPage';
import { SubscriptionFormPage } from './documents/subscription-forms/SubscriptionFormPage';
import { BoardMinutesReviewPage } from './governance/board-member-view/BoardMinutesReviewPage';
import { NoticeBoardMeetingPage } from './governance/board-member-view/NoticeBoardMeetingPage';
import { NoticeGeneralMeetingPage } from './governance/shareholder-notice-view/NoticeGeneralMeetingPage';
import { PoaRecipientPage } from './governance/shareholder-notice-view/PoaRecipientPage';
import { ResolveNoticePage } from './governance/shareholder-notice-view/ResolveNoticePage';

/** The notice sites' pages: no sign-in, no top bar. */
export const NoticeSitesRoutes = () => (
  <Routes>
    <Route path="/invitation/:invitationId/:invitationToken" element={<InvitationPage kind="single" />} />
    <Route path="/batch-invitation/:batchInvitationId/:invitationToken" element={<InvitationPage kind="batch" />} />
    <Route path="/notice-board-meeting/:noticeDocumentId/:meetingEmailId" element={<NoticeBoardMeetingPage />} />
    <Route path="/notice-general-meeting/resolve/:documentId" element={<ResolveNoticePage />} />
    <Route path="/notice-general-meeting/:noticeToGeneralMeetingId/:tab?/:matter?" element={<NoticeGeneralMeetingPage />} />
    <Route path="/notice-general-meeting-poa-recipient/:powerOfAttorneyRecipientId/:tab?/:matter?" element={<PoaRecipientPage />} />
    <Route path="/document/verify" element={<VerifyDocumentPage />} />
    <Route path="/innsyn/:orgNo" element={<InnsynRequestPage />} />
    <Route path="/document/view/:documentId" element={<DocumentViewPage />} />
    <Route path="/document/view-signed-document" element={<SignedDocumentViewPage />} />
    <Route path="/sign" element={<SignPage />} />
    <Route path="/subscription-form" element={<SubscriptionFormPage />} />
    <Route path="/signing/:signingMethod" element={<BatchSigningPage />} />
    <Route path="/signing-completed-bankid-callback" element={<SigningCallbackPage />} />
    <Route path="/board-minutes-review/:meetingEmailId" element={<BoardMinutesReviewPage />} />
    <Route path="/board-minutes-review/:meetingEmailId/matter/:matterId?" element={<BoardMinutesReviewPage />} />
    {noticePages.map((page) => (
      <Route key={page.path} path={page.path} element={<NoticePage titleKey={page.titleKey} />} />
    ))}
    <Route path="*" element={<NotFound />} />
  </Routes>
);
