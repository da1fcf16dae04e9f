import { Migration } from '@mikro-orm/migrations';

export class Migration20261123083759_transaction_log_corrections extends Migration {

  override name = 'Migration20261123083759_transaction_log_corrections';

  override up(): void | Promise<void> {
    this.addSql(`alter table "register_head" add "is_liquidated" boolean not null default false;`);

    this.addSql(`create index "transaction_log_entry_corrects_id_index" on "transaction_log_entry" ("corrects_id");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "register_head" drop column "is_liquidated";`);

    this.addSql(`drop index "transaction_log_entry_corrects_id_index";`);
  }

}
