import { ApiError, i18n } from '@andel/ui/shell';

/** The message for a refused change: the server's code when the catalogue has it, else the action's own. */
export const refusalKey = (error: unknown, fallback: string) => (error instanceof ApiError && i18n.exists(error.code) ? error.code : fallback);
