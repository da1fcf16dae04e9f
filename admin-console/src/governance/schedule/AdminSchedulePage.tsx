import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { projectPath } from '../projects/project-paths';
import { ScheduleCalendar } from '@andel/ui/schedule';

/** `/company/{orgNo}/schedule/{view?}/{year?}/{month?}`: the company's meetings, drafts too, each opening its project. */
export const AdminSchedulePage = () => {
  const { t } = useTranslation();
  const { orgNo = '' } = useParams();
  return (
    <>
      <Typography variant="h1" sx={{ mb: 2 }}>
        {t('schedule.title')}
      </Typography>
      <ScheduleCalendar
        source={{
          apiPath: `/schedule/${encodeURIComponent(orgNo)}`,
          basePath: `/company/${encodeURIComponent(orgNo)}/schedule`,
          meetingPath: (entry) => projectPath(orgNo, entry.projectId),
        }}
      />
    </>
  );
};
