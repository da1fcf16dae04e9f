/** Days between reminders to a signer who has not signed (from the email, resend or last reminder). */
export const signingReminderIntervalDays = 3;
/** Reminders stop this many days after the request was sent. */
export const signingReminderWindowDays = 30;

const dayMs = 24 * 60 * 60_000;

/** Whether a waiting signer is due a reminder now: the interval passed since the last email, within the window. */
export const isReminderDue = ({ sentAt, resentAt, lastRemindedAt, now }: { sentAt: Date; resentAt: Date | null; lastRemindedAt: Date | null; now: Date }): boolean => {
  if (now.getTime() - sentAt.getTime() > signingReminderWindowDays * dayMs) return false;
  const last = Math.max(sentAt.getTime(), resentAt?.getTime() ?? 0, lastRemindedAt?.getTime() ?? 0);
  return now.getTime() - last >= signingReminderIntervalDays * dayMs;
};
