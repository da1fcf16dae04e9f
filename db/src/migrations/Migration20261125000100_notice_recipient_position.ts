import { Migration } from '@mikro-orm/migrations';

export class Migration20261125000100_notice_recipient_position extends Migration {

  override name = 'Migration20261125000100_notice_recipient_position';

  override up(): void | Promise<void> {
    this.addSql(`alter table "notice_recipient" add column "position" int not null default 0;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "notice_recipient" drop column "position";`);
  }

}
