import { Migration } from '@mikro-orm/migrations';

export class Migration20261124184856_register_head_pending_from extends Migration {

  override name = 'Migration20261124184856_register_head_pending_from';

  override up(): void | Promise<void> {
    this.addSql(`alter table "register_head" add "pending_from" timestamptz null;`);
    // Read models built before this counted future-dated entries: due now, so the first sweep rebuilds them as of today.
    this.addSql(`update "register_head" h set "pending_from" = now() where exists (select 1 from "transaction_log_entry" e where e."company_id" = h."company_id" and e."transaction_date" > now());`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "register_head" drop column "pending_from";`);
  }

}
