import { byteOrderMark, PublicRegisterLoad, publicRegisterHeader, startPublicRegisterLoad, User } from '@andel/domain/server';
import type { EntityManager } from '@mikro-orm/core';
import { Readable } from 'node:stream';
import { demoPublicRegister } from './demo-data';

/** Loads the demo year of the public shareholder register as the back office does (the rows as Skatteetaten's file). */
export const seedDemoPublicRegister = async (em: EntityManager, superAdmin: User) => {
  const { year, rows } = demoPublicRegister;
  const file = Buffer.from(`${byteOrderMark}${[publicRegisterHeader, ...rows.map((row) => row.join(';'))].join('\r\n')}\r\n`);
  const { load, done } = await startPublicRegisterLoad({ em, actor: em.getReference(User, superAdmin.id), year, fileName: `aksjonaerregisteret-${year}.csv`, fileBytes: file.length, open: () => Readable.from([file]) });
  await done;
  const { status, errorCode } = await em.fork().findOneOrFail(PublicRegisterLoad, { id: load.id });
  if (status !== 'loaded') throw new Error(`The demo public register did not load: ${errorCode}`);
};
