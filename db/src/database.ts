import { MikroORM } from '@mikro-orm/postgresql';
import { ormConfig } from './orm-config';

export type Orm = MikroORM;

export const openOrm = (url: string, options: { pool?: number } = {}): Promise<MikroORM> => MikroORM.init(ormConfig(url, options));

export const migrate = async (orm: MikroORM): Promise<void> => {
  await orm.migrator.up();
};
