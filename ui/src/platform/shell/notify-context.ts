import type { AlertColor } from '@mui/material/Alert';
import { createContext } from 'react';

/** A short message shown in the snackbar; `messageKey` is a catalogue key. */
export type Notice = { messageKey: string; severity?: AlertColor; params?: Record<string, string | number> };

export const NotifyContext = createContext<(notice: Notice) => void>(() => undefined);
