import type { EntityManager } from '@mikro-orm/core';
import { DomainError } from '../../kernel/errors/domain-error';
import { findOwnPortfolio } from '../../platform/portfolios/find-own-portfolio';
import { findFollowUpCompanies } from '../../platform/portfolios/find-portfolio-follow-ups';
import { administeredCompanyIds, findScopeCompanies } from '../../platform/portfolios/find-scope-companies';
import type { PortfolioScope } from '../../platform/portfolios/portfolio-scopes';
import type { User } from '../../platform/users/user.entity';
import { waitingSignersOf } from '../signing/documents-to-sign';
import { batchMethodOf } from '../signing/signing-links';
import { SigningRequest } from '../signing/signing-request.entity';
import { Signer } from '../signing/signer.entity';
import { defaultSignatureTab, showsAdminTabs, visibleSignatureTabs, type SignatureTab } from './portfolio-signatures-tabs';
import { verifiedEmailOf } from '../../platform/auth/verified-email';
import type { PortfolioSignaturesView, SignatureItemView } from './portfolio-signatures-views';
import { beneficialOwnerFollowUps } from '../../register/beneficial-owners/beneficial-owner-follow-ups';

const populate = ['company', 'requestedBy', 'archiveEntry', 'archiveEntry.parent', 'sealedEntry'] as const;

const itemOf = (user: User, request: SigningRequest, signer: Signer | null, methods: Signer[] = []): SignatureItemView => {
  const entry = request.archiveEntry;
  const method = signer?.signingMethod ?? (methods.length && methods.every((each) => each.signingMethod === methods[0]!.signingMethod) ? methods[0]!.signingMethod : null);
  return {
    documentId: request.status === 'SIGNING_COMPLETE' && request.sealedEntry && !signer ? request.sealedEntry.id : (entry?.id ?? request.projectDocumentId ?? request.id),
    documentType: request.documentType,
    title: request.title,
    company: { organisationNumber: request.company.organisationNumber, companyName: request.company.name },
    signingMethod: method,
    sentAt: request.sentAt.toISOString(),
    signedAt: (signer ? signer.signedAt : request.completedAt)?.toISOString() ?? null,
    requestedBy: request.requestedBy?.id === user.id ? 'self' : (request.requestedBy?.name ?? ''),
    signingStatus: request.status,
    reference: signer?.reference ?? null,
    documentReference: request.reference ?? null,
    signingRequestSource:
      request.source === 'dbot'
        ? { type: 'dbot', projectId: request.projectId ?? null }
        : { type: 'archive', parentTitle: entry?.parent?.name ?? null, parentId: entry?.parent?.id ?? null, folderType: entry?.section ?? request.destinationSection, archiveRootFolder: entry?.section ?? request.destinationSection, documentType: request.documentType },
    batchMethod: signer && !signer.signedAt ? batchMethodOf(signer.signingMethod) : null,
    signerId: signer && !signer.signedAt ? signer.id : null,
  };
};

/**
 * `GET /portfolio/{scope}/signatures[/{orgNo}]`: the signatures of a portfolio scope, or of one company in it. Pending
 * and signed are the user's own (by their email address, as the signing pages match them): a pending document of a
 * company outside the scope counts in `otherPendingDocumentsCount`, and `signDocumentCount` counts every document
 * waiting for the user. Sent and sealed are the requests of the companies the user administers, shown only to admins
 * outside the board-role and investments scopes.
 */
export const findPortfolioSignatures = async ({ em, user, scope, organisationNumber }: { em: EntityManager; user: User; scope: PortfolioScope; organisationNumber?: string }): Promise<PortfolioSignaturesView> => {
  const { scoped } = await findScopeCompanies({ em, user, scope });
  const companies = organisationNumber ? scoped.filter((company) => company.organisationNumber === organisationNumber) : scoped;
  if (organisationNumber && !companies.length) throw new DomainError('notFound');
  const inView = new Set(companies.map(({ id }) => id));
  const inScope = (request: SigningRequest) => (scope.kind === 'all' && !organisationNumber) || inView.has(request.company.id);
  const adminIds = administeredCompanyIds(companies);
  const adminTabs = showsAdminTabs(adminIds.length > 0, scope);

  const waiting = await waitingSignersOf(em, user);
  await em.populate(waiting, ['request.archiveEntry', 'request.archiveEntry.parent']);
  const provenEmail = verifiedEmailOf(user);
  const signed = !provenEmail ? [] : await em.find(Signer, { email: provenEmail, signedAt: { $ne: null }, request: { status: { $ne: 'CANCELLED' } } }, { populate: populate.map((path) => `request.${path}` as const), orderBy: { signedAt: 'desc' } });
  const requests = adminTabs ? await em.find(SigningRequest, { company: { $in: adminIds }, status: { $in: ['SENT_FOR_SIGNING', 'SIGNING_IN_PROGRESS', 'SIGNING_COMPLETE'] } }, { populate, orderBy: { sentAt: 'desc' } }) : [];
  const signersOf = new Map<string, Signer[]>();
  for (const signer of requests.length ? await em.find(Signer, { request: { $in: requests } }) : []) signersOf.set(signer.request.id, [...(signersOf.get(signer.request.id) ?? []), signer]);

  const pending = waiting.filter(({ request }) => inScope(request));
  const signatures: Record<SignatureTab, SignatureItemView[]> = {
    pending: pending.map((signer) => itemOf(user, signer.request, signer)),
    signed: signed.filter(({ request }) => inScope(request)).map((signer) => itemOf(user, signer.request, signer)),
    sent: requests.filter((request) => request.status !== 'SIGNING_COMPLETE').map((request) => itemOf(user, request, null, signersOf.get(request.id))),
    sealed: requests.filter((request) => request.status === 'SIGNING_COMPLETE' && request.sealedEntry).map((request) => itemOf(user, request, null, signersOf.get(request.id))),
  };
  const tabs = visibleSignatureTabs(adminTabs);
  const followUps = await findFollowUpCompanies({ em, user, scope, shareholderFollowUps: beneficialOwnerFollowUps });
  const portfolio = scope.kind === 'portfolio' ? await findOwnPortfolio(em, user, scope.portfolioId) : null;
  return {
    signatures,
    hasAdminRole: adminIds.length > 0,
    companiesInPortfolio: companies.length,
    portfolio: portfolio ? { id: portfolio.id, name: portfolio.name } : null,
    otherPendingDocumentsCount: waiting.length - pending.length,
    signDocumentCount: waiting.length,
    companyInfoCount: followUps.companyInfo.length,
    followUpShareholdersCount: followUps.shareholders.length,
    tabs,
    defaultTab: defaultSignatureTab({ pending: signatures.pending.length, signed: signatures.signed.length, sent: signatures.sent.length, sealed: signatures.sealed.length }, tabs),
  };
};

/** The number of documents waiting for the user's signature: the overview's `signDocumentCount` and part of the follow-up count. */
export const countDocumentsToSign = async ({ em, user }: { em: EntityManager; user: User }): Promise<number> => (await waitingSignersOf(em, user)).length;

/** The follow-up items of the documents waiting for the user's signature, one per signature (for the top bar's count). */
export const findSignDocumentKeys = async ({ em, user }: { em: EntityManager; user: User }): Promise<string[]> => (await waitingSignersOf(em, user)).map((signer) => `sign:${signer.id}`);
