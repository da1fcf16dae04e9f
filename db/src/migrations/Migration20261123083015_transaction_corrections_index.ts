import { Migration } from '@mikro-orm/migrations';

export class Migration20261123083015_transaction_corrections_index extends Migration {

  override name = 'Migration20261123083015_transaction_corrections_index';

  override up(): void | Promise<void> {
    this.addSql(`create index "transaction_log_entry_corrects_id_index" on "transaction_log_entry" ("corrects_id");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index "transaction_log_entry_corrects_id_index";`);
  }

}
