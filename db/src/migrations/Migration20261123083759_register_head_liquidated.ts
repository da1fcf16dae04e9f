import { Migration } from '@mikro-orm/migrations';

export class Migration20261123083759_register_head_liquidated extends Migration {

  override name = 'Migration20261123083759_register_head_liquidated';

  override up(): void | Promise<void> {
    this.addSql(`alter table "register_head" add "is_liquidated" boolean not null default false;`);

  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "register_head" drop column "is_liquidated";`);

  }

}
