import { formatDate, formatTime } from '@andel/domain/shared';

/** When a message was written: the date as everywhere (YYYY-MM-DD) and the 24-hour time, in Norway's and Sweden's zone. */
export const messageTime = (instant: string) => `${formatDate(instant)} ${formatTime(instant)}`;
