import { useMemo } from 'react';
import { useParams } from 'react-router';
import { CompanyPage, useCompany } from '@andel/ui/shell';
import { ArchiveBrowser } from '@andel/ui/archive';
import type { ArchiveScope } from '@andel/ui/archive';

/** `/company/{orgNo}/archive/{rootFolder?}`: the admin console's archive; meeting links open the project with the decision tool's access. */
export const ArchivePage = () => {
  const { orgNo = '' } = useParams();
  const { data: company } = useCompany(orgNo);
  const base = `/company/${encodeURIComponent(orgNo)}`;
  const mayOpenProjects = company?.accessType === 'ADMIN' || (company?.featureLevels.freetext ?? 'NONE') !== 'NONE';
  const scope = useMemo<ArchiveScope>(
    () => ({
      orgNo,
      apiBase: `/archive/${encodeURIComponent(orgNo)}`,
      appBase: `${base}/archive`,
      changes: true,
      linkPath: (entry) => (mayOpenProjects && entry.projectId ? `${base}/projects/${entry.projectId}` : null),
      billingPath: company?.accessType === 'ADMIN' ? `${base}/settings/billing` : null,
      managesPermissions: company?.accessType === 'ADMIN',
    }),
    [orgNo, base, mayOpenProjects, company?.accessType],
  );
  return (
    <CompanyPage titleKey="archive.title">
      <ArchiveBrowser scope={scope} />
    </CompanyPage>
  );
};
