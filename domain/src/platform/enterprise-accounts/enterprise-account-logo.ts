import type { EntityManager } from '@mikro-orm/core';
import { createHash } from 'node:crypto';
import { recordAuditEvent } from '../audit/record-audit-event';
import type { Company } from '../companies/company.entity';
import { DomainError } from '../../kernel/errors/domain-error';
import { sniffFileType } from '../../kernel/files/sniff-file-type';
import type { User } from '../users/user.entity';
import { EnterpriseAccount } from './enterprise-account.entity';

/** A white-label logo: PNG, JPEG or WebP (read from the bytes; no SVG, which can carry script), at most 256 KiB. */
export const logoLimits = { maxBytes: 256 * 1024, contentTypes: ['image/png', 'image/jpeg', 'image/webp'] } as const;

const findAccount = async (em: EntityManager, id: string) => {
  const account = /^[0-9a-f-]{36}$/i.test(id) ? await em.findOne(EnterpriseAccount, { id }) : null;
  if (!account) throw new DomainError('enterpriseAccount.notFound');
  return account;
};

/**
 * `POST /enterprise-accounts/{id}/logo` (our path; super-admins, as the account itself): sets the logo its companies
 * show, or removes it with `data` null. The type is read from the bytes. Audited with its type, size and SHA-256.
 */
export const setEnterpriseAccountLogo = ({ em, actor, id, data }: { em: EntityManager; actor: User; id: string; data: Uint8Array | null }) =>
  em.transactional(async (tx) => {
    const account = await findAccount(tx, id);
    const contentType = data ? (await sniffFileType(data))?.mime : undefined;
    if (data && data.byteLength > logoLimits.maxBytes) throw new DomainError('enterpriseAccount.logoTooLarge');
    if (data && !(logoLimits.contentTypes as readonly (string | undefined)[]).includes(contentType)) throw new DomainError('enterpriseAccount.logoUnsupported');
    const before = { logoContentType: account.logoContentType ?? null };
    account.logo = data ? Buffer.from(data) : null;
    account.logoContentType = contentType ?? null;
    recordAuditEvent({
      em: tx,
      type: 'enterpriseAccount.logoChanged',
      actor,
      before,
      after: { logoContentType: account.logoContentType, sha256: data ? createHash('sha256').update(data).digest('hex') : null, bytes: data?.byteLength ?? 0 },
    });
    return { logoContentType: account.logoContentType };
  });

/**
 * `GET /whitelabel/logo/{id}`: an enterprise account's logo by the account's id (what the seed's `{id}` names is not
 * shown; we take the account's). Public, like any image on a page: a logo is no secret, and the id is a random UUID.
 */
export const getEnterpriseAccountLogo = async ({ em, id }: { em: EntityManager; id: string }): Promise<{ data: Uint8Array; contentType: string }> => {
  const account = /^[0-9a-f-]{36}$/i.test(id) ? await em.findOne(EnterpriseAccount, { id }, { populate: ['logo'] }) : null;
  if (!account?.logo || !account.logoContentType) throw new DomainError('enterpriseAccount.logoNotFound');
  return { data: new Uint8Array(account.logo), contentType: account.logoContentType };
};

/** The id of the enterprise account a company belongs to when that account has a logo (its `GET /whitelabel/logo/{id}`), else null. */
export const findWhitelabelLogoId = async (em: EntityManager, company: Company): Promise<string | null> =>
  (await em.findOne(EnterpriseAccount, { companies: company, logoContentType: { $ne: null } }, { fields: ['id'] }))?.id ?? null;
