import { Migration } from '@mikro-orm/migrations';

export class Migration20261122132940_register_company_search_name extends Migration {

  override name = 'Migration20261122132940_register_company_search_name';

  override up(): void | Promise<void> {
    this.addSql(`drop index "register_company_name_trgm_index";`);
    this.addSql(`alter table "register_company" add "search_name" varchar(300) generated always as (lower(name)) stored not null;`);
    this.addSql(`create index "register_company_search_name_trgm_index" on "register_company" using gin ("search_name" gin_trgm_ops);`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index "register_company_search_name_trgm_index";`);
    this.addSql(`alter table "register_company" drop column "search_name";`);
    this.addSql(`create index "register_company_name_trgm_index" on "register_company" using gin ("name" gin_trgm_ops);`);
  }

}
