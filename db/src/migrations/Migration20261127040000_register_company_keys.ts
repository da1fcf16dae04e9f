import { Migration } from '@mikro-orm/migrations';

/**
 * The read model's holdings and holder totals carry their company for their indexes only: each row belongs to its
 * company through its shareholder, whose key cascades a company's deletion to it. Their own foreign key to the
 * company is dropped: one check per row, about 0.3 s of the auto-import at 50,000 holders. (A posting keeps its
 * key: a company's deletion must remove its postings before its shareholders, which postings restrict.)
 */
export class Migration20261127040000_register_company_keys extends Migration {

  override name = 'Migration20261127040000_register_company_keys';

  override up(): void | Promise<void> {
    this.addSql(`alter table "holding" drop constraint "holding_company_id_foreign";`);
    this.addSql(`alter table "shareholder_total" drop constraint "shareholder_total_company_id_foreign";`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "holding" add constraint "holding_company_id_foreign" foreign key ("company_id") references "company" ("id") on delete cascade;`);
    this.addSql(`alter table "shareholder_total" add constraint "shareholder_total_company_id_foreign" foreign key ("company_id") references "company" ("id") on delete cascade;`);
  }

}
