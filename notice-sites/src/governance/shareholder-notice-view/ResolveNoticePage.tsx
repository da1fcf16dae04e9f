import { LoadingState, PublicLayout } from '@andel/ui/shell';
import Alert from '@mui/material/Alert';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router';
import { noticeCall } from '@andel/ui/board-meeting';

/** `/notice-general-meeting/resolve/{documentId}` for a signed-in shareholder: opens their own notice of that meeting. */
export const ResolveNoticePage = () => {
  const { t } = useTranslation();
  const { documentId = '' } = useParams();
  const resolved = useQuery({
    queryKey: ['resolve-general-meeting-notice', documentId],
    queryFn: () => noticeCall<{ noticeForShareholderId: string }>(`/shareholder-view/notice-general-meeting/resolve/${encodeURIComponent(documentId)}`, null),
    retry: false,
  });
  if (resolved.data) return <Navigate to={`/notice-general-meeting/${resolved.data.noticeForShareholderId}`} replace />;
  return <PublicLayout>{resolved.isPending ? <LoadingState /> : <Alert severity="error">{t('noticeForShareholder.loadNoticeError')}</Alert>}</PublicLayout>;
};
