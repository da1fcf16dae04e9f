// What the shareholder portal's calls answer, shared by the BFF that builds it and the portal that shows it. A holder
// sees only what concerns the shareholder they act for.
import type { ClassHolding } from '../read-model/read-model-views';
import type { ShareClassCode, ShareClassCustomName } from '../share-classes/share-class-codes';
import type { ShareholderRecord } from '../shareholders/shareholder-views';
import type { ShareholderTransaction } from '../transactions/transaction-views';
import type { RepresentativeRow } from './representatives.schemas';

/** A share class's code and custom names, for the holder's own rows to name their class. */
type ClassNames = { shareTypeCode: ShareClassCode; customNames: ShareClassCustomName[] };

/** `GET /shareholder-view/{orgNo}/{shareholderId}/overview`: the holder's own shares per class, votes and ownership, and the company's totals. */
export type HolderOverview = {
  holdings: (ClassHolding & ClassNames)[];
  totalShares: string;
  totalVotes: string;
  /** The holder's fractions of the company's shares and votes, as exact decimal strings. */
  shareOfShares: string;
  shareOfVotes: string;
  companyTotalShares: string;
  nominalValue: string | null;
};

/** `GET /shareholder-view/{orgNo}/{shareholderId}/transactions` and the admin's `GET /transactionlog/shareholder/{id}` rows: the holder's own transactions, newest first, per class. */
export type HolderTransaction = ShareholderTransaction & ClassNames;

/**
 * `GET /shareholder-view/{orgNo}/{shareholderId}/details`: the holder's own details as the portal shows them: no
 * remark or internal flags, and of a person's identity only the birth date.
 */
export type HolderDetails = Pick<
  ShareholderRecord,
  | 'id'
  | 'isCompany'
  | 'name'
  | 'companyNumber'
  | 'birthDate'
  | 'contactName'
  | 'email'
  | 'phone'
  | 'address'
  | 'postalCode'
  | 'city'
  | 'country'
  | 'bankDetailsCountry'
  | 'bic'
  | 'iban'
  | 'lockupEndDate'
  | 'loanAmount'
  | 'isPledged'
>;

/** `POST /invitation/{orgNo}/invite-shareholders`: how many holders were invited to the portal. */
export type InvitedShareholders = { count: number };

/** `GET /shareholder-view/{orgNo}/{shareholderId}/representatives`: the holder's representatives, and whether the viewer (the holder themself) may manage them. */
export type HolderRepresentatives = { canManage: boolean; representatives: RepresentativeRow[] };

/**
 * The admin's `GET /shareholder/{id}` (seed 001's shareholder fields, `representatives` among them): every field of
 * the holder, whether any entry ever named it, and the additional representatives the holder chose (accepted and
 * invited), which the admin reads but does not manage.
 */
export type ShareholderDetailsRecord = ShareholderRecord & { everHeldShares: boolean; representatives: RepresentativeRow[] };
