import { isLanguage, webCalendars, type MeetingHeader } from '@andel/domain/shared';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The meeting header's "add to calendar" (seed 002, section 2): the .ics file, or the meeting opened in a web
 * calendar with its texts in the reader's language.
 */
export const AddToCalendar = ({ header, downloadIcs }: { header: MeetingHeader; downloadIcs: () => Promise<void> }) => {
  const { t, i18n } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [failed, setFailed] = useState(false);
  const menuId = useId();
  const links = header.calendarLinks[isLanguage(i18n.language) ? i18n.language : 'nb'];
  return (
    <>
      <Button variant="outlined" aria-haspopup="menu" aria-controls={anchor ? menuId : undefined} onClick={(event) => setAnchor(event.currentTarget)}>
        {t('schedule.addToCalendar')}
      </Button>
      {failed && <span role="alert">{t('general-error')}</span>}
      <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        <MenuItem
          onClick={() => {
            setAnchor(null);
            downloadIcs().then(() => setFailed(false), () => setFailed(true));
          }}
        >
          {t('schedule.addToCalendar.ics')}
        </MenuItem>
        {webCalendars.map((calendar) => (
          <MenuItem key={calendar} component="a" href={links[calendar]} target="_blank" rel="noopener noreferrer" onClick={() => setAnchor(null)}>
            {t(`schedule.addToCalendar.${calendar}`)}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
};
