import { Migration } from '@mikro-orm/migrations';

export class Migration20261123124016_shareholder_company_number_index extends Migration {

  override name = 'Migration20261123124016_shareholder_company_number_index';

  override up(): void | Promise<void> {
    this.addSql(`create index "shareholder_company_number_index" on "shareholder" ("company_number");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index "shareholder_company_number_index";`);
  }

}
