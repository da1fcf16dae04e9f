import { useMemo } from 'react';
import { useParams } from 'react-router';
import { CompanyPage, EmptyState, useCompany } from '@andel/ui/shell';
import { MessagingBrowser } from '@andel/ui/messaging';
import type { ArchiveFilePickerSlot, MessagingScope } from '@andel/ui/messaging';

/** `/company/{orgNo}/messaging/{threadId?}`: the company's threads with the board and shareholders, with files from its archive. */
export const MessagingPage = ({ archiveFilePicker }: { archiveFilePicker: ArchiveFilePickerSlot }) => {
  const { orgNo = '' } = useParams();
  const { data: company } = useCompany(orgNo);
  const scope = useMemo<MessagingScope>(() => ({ apiBase: `/messaging/${encodeURIComponent(orgNo)}`, appBase: `/company/${encodeURIComponent(orgNo)}/messaging`, side: 'company', orgNo, archiveFilePicker }), [orgNo, archiveFilePicker]);
  return (
    <CompanyPage titleKey="messaging.title">
      {company && !company.subscription.capabilities.includes('messaging') ? <EmptyState textKey="subscription.requiresSubscription" /> : <MessagingBrowser scope={scope} />}
    </CompanyPage>
  );
};
