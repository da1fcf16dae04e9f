import { customDocumentTypes, documentTypes, type ProjectDocumentView, type ProjectView, type TProjectDocumentAdd } from '@andel/domain/shared';
import CancelIcon from '@mui/icons-material/Cancel';
import LockIcon from '@mui/icons-material/Lock';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { apiFetch, FormError } from '@andel/ui/shell';
import { DocumentSigningStatus } from '../meeting-documents/DocumentSigningStatus';
import { ReopenDocumentButton } from '../meeting-documents/ReopenDocumentButton';
import { DocumentAttachments } from './DocumentAttachments';
import { useGovernanceMutation } from '../useGovernanceMutation';

/** Every document a project can add, a custom document once per kind; as `type` or `custom_document:kind`. */
const documentChoices: TProjectDocumentAdd[] = [
  ...documentTypes.filter((type) => type !== 'custom_document').map((documentType) => ({ documentType })),
  ...customDocumentTypes.map((customDocumentType) => ({ documentType: 'custom_document' as const, customDocumentType })),
];
const choiceId = ({ documentType, customDocumentType }: { documentType: string; customDocumentType?: string | null }) =>
  customDocumentType ? `${documentType}:${customDocumentType}` : documentType;

const useDocumentLabel = () => {
  const { t } = useTranslation();
  return (document: { documentType: string; customDocumentType?: string | null }) =>
    document.customDocumentType ? t(`customDocumentType.${document.customDocumentType}`) : t(`documentType.${document.documentType}`);
};

/** The project's documents, each removable, and the documents it does not hold yet to add; a sent document is locked and offers reopening (the notice in its sending panel, `NoticeViewing`). */
export const ProjectDocuments = ({ project, canEdit, canReopen }: { project: ProjectView; canEdit: boolean; canReopen: boolean }) => {
  const { t } = useTranslation();
  const label = useDocumentLabel();
  const base = `/project/${encodeURIComponent(project.id)}/documents`;
  const add = useGovernanceMutation({ mutationFn: (input: TProjectDocumentAdd) => apiFetch(base, { method: 'POST', body: input }), successKey: 'projects.document.added' });
  const remove = useGovernanceMutation({
    mutationFn: (document: ProjectDocumentView) => apiFetch(`${base}/${encodeURIComponent(document.documentId)}`, { method: 'DELETE' }),
    successKey: 'projects.document.removed',
  });
  const held = new Set(project.documents.map(choiceId));
  const addable = documentChoices.filter((choice) => !held.has(choiceId(choice)));
  return (
    <Box component="section" aria-labelledby="project-documents" sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Typography id="project-documents" variant="h2">
        {t('projects.editor.documents')}
      </Typography>
      <FormError error={add.error ?? remove.error} />
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        {project.documents.length === 0 && <Typography sx={{ color: 'text.secondary' }}>{t('projects.editor.noDocuments')}</Typography>}
        {project.documents.map((document) => (
          <Box key={document.documentId} sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
            <Chip
              label={label(document)}
              icon={document.isLocked ? <LockIcon aria-label={t('projects.document.locked')} aria-hidden={false} /> : undefined}
              onDelete={canEdit && !project.isLocked ? () => remove.mutate(document) : undefined}
              deleteIcon={<CancelIcon aria-label={t('projects.document.remove', { document: label(document) })} aria-hidden={false} role="button" />}
            />
            {document.signing && <DocumentSigningStatus signing={document.signing} orgNo={project.organisationNumber} documentLabel={label(document)} />}
            {document.isLocked && canReopen && document.documentType !== 'notice_board_meeting' && (
              <ReopenDocumentButton documentId={document.documentId} orgNo={project.organisationNumber} documentLabel={label(document)} signing={document.signing} />
            )}
          </Box>
        ))}
      </Box>
      {project.documents
        .filter(({ documentType }) => documentType === 'notice_board_meeting')
        .map((document) => (
          <DocumentAttachments key={document.documentId} projectId={project.id} document={document} documentLabel={label(document)} canEdit={canEdit && !project.isLocked} />
        ))}
      {canEdit && !project.isLocked && addable.length > 0 && (
        <TextField
          select
          size="small"
          sx={{ maxWidth: 360 }}
          label={t('projects.document.add')}
          value=""
          disabled={add.isPending}
          onChange={(event) => {
            const choice = addable.find((candidate) => choiceId(candidate) === event.target.value);
            if (choice) add.mutate(choice);
          }}
        >
          {addable.map((choice) => (
            <MenuItem key={choiceId(choice)} value={choiceId(choice)}>
              {label(choice)}
            </MenuItem>
          ))}
        </TextField>
      )}
    </Box>
  );
};
