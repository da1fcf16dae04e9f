import { Signer } from '@andel/domain/server';
import type { FilterQuery } from '@mikro-orm/core';
import type { TestApp } from './test-app';

/** The token of a signer's personal link, read from the email it last went out in (only its hash is stored). */
export const emailedSignerToken = async (t: TestApp, where: FilterQuery<Signer>): Promise<string> => {
  const signer = await t.orm.em.fork().findOneOrFail(Signer, where, { populate: ['outboxEmail'] });
  const ref = /\/sign\?ref=(\S+)/.exec(signer.outboxEmail?.text ?? '')?.[1];
  if (!ref) throw new Error(`no personal link emailed to ${signer.email}`);
  return decodeURIComponent(ref);
};
