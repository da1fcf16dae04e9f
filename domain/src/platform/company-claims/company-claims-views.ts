/** A company whose claim waits, as the back office lists it. */
export type PendingClaimView = {
  organisationNumber: string;
  name: string;
  claimPendingSince: string;
  admins: { name: string; email: string; emailVerified: boolean; signedInWithEid: boolean }[];
};
