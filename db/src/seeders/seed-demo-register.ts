import {
  Company,
  createShareholder,
  createShareClass,
  recordTransaction,
  updateShareholderField,
  type ShareholderFieldName,
  type User,
} from '@andel/domain/server';
import { instantOfDate } from '@andel/domain/shared';
import type { EntityManager } from '@mikro-orm/core';
import { demoNamesakes, demoShareholderId, demoSwedishShareholderId } from './demo-data';

/** The demo holders the demo shareholders act for: the first holder of Nordlys Teknologi AS and of Skärgårdens Design AB. */
const demoHolderIds: Record<string, string> = { '928471632': demoShareholderId, SE5592173842: demoSwedishShareholderId };
/** The company whose second and third holders share a name (`demoNamesakes`). */
const demoNordlysOrgNo = '928471632';
const demoHolderNames: Record<string, string> = { [demoShareholderId]: 'Ola Berg', [demoSwedishShareholderId]: 'Elsa Lind' };

const firstNames = ['Kari', 'Ola', 'Ingrid', 'Lars', 'Sofie', 'Magnus', 'Nora', 'Henrik', 'Emma', 'Jonas', 'Sara', 'Erik', 'Maja', 'Anders', 'Ida', 'Johan'];
const lastNames = ['Hansen', 'Johansen', 'Olsen', 'Larsen', 'Andersen', 'Berg', 'Haugen', 'Lindqvist', 'Karlsson', 'Nilsen', 'Dahl', 'Strand'];
const companyHolders = [
  { name: 'Fjordkapital AS', number: '923609016' },
  { name: 'Nordvest Holding AS', number: '974760673' },
  { name: 'Granitt Invest AS', number: '982463718' },
  { name: 'Volvo Pension AB', number: 'SE5560125790' },
];
const places = [
  { postalCode: '0150', address: 'Karl Johans gate 12' },
  { postalCode: '5003', address: 'Bryggen 7' },
  { postalCode: '1300', address: 'Brodtkorbs gate 3' },
  { postalCode: '7011', address: 'Munkegata 20' },
];

/** A deterministic sequence, so every demo database looks the same. */
const sequence = (seed: number) => () => (seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648) / 2_147_483_648;

/**
 * A living register for a demo company, built through the domain's use-cases: two classes, persons and
 * companies (Norwegian and foreign), an opening shareholding, an issue and a run of transfers.
 */
export const seedDemoRegister = async (em: EntityManager, actor: User, company: Company, { holderCount, seed }: { holderCount: number; seed: number }) => {
  const random = sequence(seed);
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!;
  const common = await createShareClass({ em, actor, company, input: { organizationnumber: company.organisationNumber, shareTypeCode: 'A', vote: '1', historical: false } });
  const preference = await createShareClass({ em, actor, company, input: { organizationnumber: company.organisationNumber, shareTypeCode: 'B', vote: '0.1', historical: false } });

  const set = (shareholderId: string, fieldName: ShareholderFieldName, newValue: string) =>
    updateShareholderField({ em, actor, company, shareholderId, fieldName, newValue, allowSyntheticTestNumbers: false });
  const holders: string[] = [];
  for (let i = 0; i < holderCount; i++) {
    const isCompany = i % 6 === 5;
    const id = i === 0 ? demoHolderIds[company.organisationNumber] : undefined;
    const holder = await createShareholder({ em, actor, company, isCompany, id });
    const place = pick(places);
    if (isCompany) {
      const owner = companyHolders[(i / 6) % companyHolders.length | 0]!;
      await set(holder.id, 'shareholderName', owner.name);
      await set(holder.id, 'companyNumber', owner.number);
    } else {
      // The Swedish demo holder's name replaces a drawn one, so the rest of that company's demo data stays as it was.
      const drawn = id === demoShareholderId ? null : `${pick(firstNames)} ${pick(lastNames)}`;
      const namesake = company.organisationNumber === demoNordlysOrgNo && (i === 1 || i === 2) ? i - 1 : null;
      await set(holder.id, 'shareholderName', id ? demoHolderNames[id]! : namesake !== null ? demoNamesakes.name : drawn!);
      if (namesake !== null) await set(holder.id, 'nationalId', demoNamesakes.nationalIds[namesake]!);
      if (i % 7 === 3) await set(holder.id, 'nationality', 'SE');
    }
    if (company.country === 'NO') {
      await set(holder.id, 'address', place.address);
      await set(holder.id, 'postalCode', place.postalCode);
    }
    await set(holder.id, 'email', `aksjonaer${i + 1}@${company.organisationNumber.toLowerCase()}.demo`);
    holders.push(holder.id);
  }

  const organizationnumber = company.organisationNumber;
  // As a bare date: 12:00 in Norway.
  const date = (month: number, day: number) => instantOfDate(new Date(Date.UTC(2024 + Math.floor(month / 12), month % 12, day)).toISOString().slice(0, 10));
  const founders = holders.slice(0, Math.ceil(holderCount / 2));
  await recordTransaction({
    em,
    actor,
    company,
    transaction: {
      kind: 'shareholdingperdate',
      input: {
        organizationnumber,
        transactionDate: date(0, 15),
        nominalValue: '1.00',
        shareAllocation: founders.map((shareholderId, index) => ({ shareholderId, sharetypeId: index % 4 === 3 ? preference.id : common.id, numberOfShares: BigInt(1000 + Math.floor(random() * 9000)) })),
      },
    },
  });
  await recordTransaction({
    em,
    actor,
    company,
    transaction: {
      kind: 'issue',
      input: {
        organizationnumber,
        transactionDate: date(5, 2),
        isBonusIssue: false,
        increaseType: 'newIssue',
        isPending: false,
        shareAllocation: holders.slice(founders.length).map((shareholderId) => ({ shareholderId, sharetypeId: common.id, numberOfShares: BigInt(200 + Math.floor(random() * 2000)), sharePrice: '25' })),
      },
    },
  });
  for (let i = 0; i < Math.min(8, founders.length - 1); i++) {
    const from = founders[i]!;
    await recordTransaction({
      em,
      actor,
      company,
      transaction: {
        kind: 'transfer',
        input: {
          organizationnumber,
          transactionDate: date(8 + i, 10),
          transactionType: i % 3 === 0 ? 'GIFT' : 'BUY_SELL',
          pricePerShare: i % 3 === 0 ? undefined : '31.5',
          fromShareholderId: from,
          toShareholderId: holders[holderCount - 1 - i]!,
          sharetypeId: i % 4 === 3 ? preference.id : common.id,
          numberOfShares: BigInt(50 + i * 25),
        },
      },
    });
  }
};
