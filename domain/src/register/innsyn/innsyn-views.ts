/** `GET /company/{orgNo}/innsyn`: the requests, newest first, with their deadline and whether the copy was sent. */
export type InnsynRequestView = {
  id: string;
  requesterName: string;
  requesterEmail: string;
  message: string | null;
  receivedAt: string;
  deadline: string;
  status: 'OPEN' | 'OVERDUE' | 'SENT';
  sentAt: string | null;
  sentBy: string | null;
};
