import { useContext } from 'react';
import { NotifyContext } from './notify-context';

/** Shows a success, info, warning or error message in the snackbar. */
export const useNotify = () => useContext(NotifyContext);
