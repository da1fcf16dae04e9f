import { formatDate, type ProjectListItem } from '@andel/domain/shared';
import ContentCopyIcon from '@mui/icons-material/ContentCopyOutlined';
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { projectPath } from './project-paths';

type ProjectTableProps = {
  orgNo: string;
  projects: ProjectListItem[];
  canEdit: boolean;
  onDuplicate: (project: ProjectListItem) => void;
  onDelete: (project: ProjectListItem) => void;
};

/** The projects of one tab: name (opens the editor), decisions, status, owner and last change, with duplicate and delete. */
export const ProjectTable = ({ orgNo, projects, canEdit, onDuplicate, onDelete }: ProjectTableProps) => {
  const { t } = useTranslation();
  return (
    <Card>
      <Table size="small">
        <TableHead>
          <TableRow>
            <TableCell>{t('projects.column.name')}</TableCell>
            <TableCell>{t('projects.column.decisions')}</TableCell>
            <TableCell>{t('projects.column.status')}</TableCell>
            <TableCell>{t('projects.column.owner')}</TableCell>
            <TableCell>{t('projects.column.updated')}</TableCell>
            {canEdit && <TableCell align="right">{t('projects.column.actions')}</TableCell>}
          </TableRow>
        </TableHead>
        <TableBody>
          {projects.map((project) => (
            <TableRow key={project.id} hover>
              <TableCell>
                <Link component={RouterLink} to={projectPath(orgNo, project.id)}>
                  {project.projectName}
                </Link>
              </TableCell>
              <TableCell>{project.decisions.length}</TableCell>
              <TableCell>
                <Chip size="small" label={t(`projectStatus.${project.status}`)} />
              </TableCell>
              <TableCell>{project.isOwner ? t('projects.owner.me') : (project.ownerName ?? '')}</TableCell>
              <TableCell>{formatDate(project.updatedAt)}</TableCell>
              {canEdit && (
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  <IconButton aria-label={t('projects.action.duplicate', { projectName: project.projectName })} onClick={() => onDuplicate(project)}>
                    <ContentCopyIcon />
                  </IconButton>
                  <IconButton aria-label={t('projects.action.delete', { projectName: project.projectName })} onClick={() => onDelete(project)}>
                    <DeleteIcon />
                  </IconButton>
                </TableCell>
              )}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Card>
  );
};
