import { Migration } from '@mikro-orm/migrations';

export class Migration20261125051000_enterprise_account_logo extends Migration {

  override name = 'Migration20261125051000_enterprise_account_logo';

  override up(): void | Promise<void> {
    this.addSql(`alter table "enterprise_account" add "logo" bytea null, add "logo_content_type" varchar(40) null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "enterprise_account" drop column "logo", drop column "logo_content_type";`);
  }

}
