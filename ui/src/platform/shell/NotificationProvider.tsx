import Alert from '@mui/material/Alert';
import Snackbar from '@mui/material/Snackbar';
import { useCallback, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NotifyContext, type Notice } from './notify-context';

const autoHideMs = 5000;

/** One snackbar for the app. Success and info messages hide by themselves; warnings and errors stay until closed. */
export const NotificationProvider = ({ children }: { children: ReactNode }) => {
  const { t } = useTranslation();
  const [notice, setNotice] = useState<(Notice & { id: number }) | null>(null);
  const [open, setOpen] = useState(false);
  const notify = useCallback((next: Notice) => {
    setNotice({ ...next, id: Date.now() });
    setOpen(true);
  }, []);
  const severity = notice?.severity ?? 'success';
  const close = (_event?: unknown, reason?: string) => {
    if (reason !== 'clickaway') setOpen(false);
  };

  return (
    <NotifyContext.Provider value={notify}>
      {children}
      <Snackbar
        key={notice?.id}
        open={open}
        onClose={close}
        autoHideDuration={severity === 'success' || severity === 'info' ? autoHideMs : null}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      >
        <Alert severity={severity} variant="filled" onClose={close} closeText={t('shell.notification.close')} sx={{ width: '100%' }}>
          {notice ? t(notice.messageKey, notice.params) : ''}
        </Alert>
      </Snackbar>
    </NotifyContext.Provider>
  );
};
