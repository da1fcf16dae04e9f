import { createShareClass, createShareholder, recordTransaction, updateShareholderField, type Company, type User } from '@andel/domain/server';
import { insertPublicStakes } from '@andel/domain/testing';
import type { TransactionInput } from '@andel/domain/shared';
import type { TestApp } from './test-app';
import { signedInClient } from './test-client';
import { createTestCompany, createTestUser, grantTestAccess } from './test-users';

// Konsern AS is kept in Andel: Holding En AS 40 %, Holding To AS 25 %, Ola Nordmann 35 %. The rest is the public register:
// Kari Nordmann holds 50 % of Holding En and 40 % of Holding To (20 % + 10 % = 30 % of Konsern), Per Hansen the other 50 % and 60 %;
// Konsern holds 60 % of Datter AS, which holds all of Barnebarn AS (two levels down).

export const [konsern, holdingEn, holdingTo, datter, barnebarn] = ['910000004', '910000012', '910000020', '910000039', '910000047'];

const openKonsernRegister = async (t: TestApp, company: Company, actor: User) => {
  const em = t.orm.em.fork();
  const shareClass = await createShareClass({ em, actor, company, input: { organizationnumber: konsern, shareTypeCode: 'A', vote: '1', historical: false } });
  const holders = [];
  for (const [name, companyNumber] of [['Holding En AS', holdingEn], ['Holding To AS', holdingTo], ['Ola Nordmann', null]] as const) {
    const shareholder = await createShareholder({ em, actor, company, isCompany: Boolean(companyNumber) });
    const set = (fieldName: 'shareholderName' | 'companyNumber' | 'email', newValue: string) => updateShareholderField({ em, actor, company, shareholderId: shareholder.id, fieldName, newValue, allowSyntheticTestNumbers: true });
    await set('shareholderName', name);
    if (companyNumber) await set('companyNumber', companyNumber);
    else await set('email', 'holder@example.no');
    holders.push(shareholder.id);
  }
  const shares = [40n, 25n, 35n];
  const opening = { kind: 'shareholdingperdate', input: { organizationnumber: konsern, transactionDate: '2026-01-01T12:00:00.000Z', nominalValue: '1', shareAllocation: holders.map((shareholderId, i) => ({ shareholderId, sharetypeId: shareClass.id, numberOfShares: shares[i]! })) } };
  await recordTransaction({ em, actor, company, transaction: opening as unknown as TransactionInput });
  return holders[2]!;
};

/** The group above with an admin of Konsern AS and Ola Nordmann (a shareholder) signed in. */
export const openOwnershipGroup = async (t: TestApp) => {
  const company = await createTestCompany(t.orm, konsern, 'Konsern AS');
  const actor = await createTestUser(t.orm, 'admin@example.no');
  await grantTestAccess(t.orm, actor, company, 'ADMIN');
  const olaId = await openKonsernRegister(t, company, actor);
  await grantTestAccess(t.orm, await createTestUser(t.orm, 'holder@example.no'), company, 'SHAREHOLDER', { shareholderId: olaId });
  await insertPublicStakes(t.orm.em.fork(), 2025, [
    [holdingEn, 'Holding En AS', 'Kari Nordmann', '1975', 50, 100],
    [holdingEn, 'Holding En AS', 'Per Hansen', '1960', 50, 100],
    [holdingTo, 'Holding To AS', 'Kari Nordmann', '1975', 40, 100],
    [holdingTo, 'Holding To AS', 'Per Hansen', '1960', 60, 100],
    [datter, 'Datter AS', 'Konsern AS', konsern, 600, 1000],
    [datter, 'Datter AS', 'Lise Datter', '1980', 400, 1000],
    [barnebarn, 'Barnebarn AS', 'Datter AS', datter, 50, 50],
  ]);
  return { admin: await signedInClient(t.app, 'admin@example.no'), holder: await signedInClient(t.app, 'holder@example.no') };
};

