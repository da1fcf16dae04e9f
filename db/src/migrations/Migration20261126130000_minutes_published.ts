import { Migration } from '@mikro-orm/migrations';

export class Migration20261126130000_minutes_published extends Migration {

  override name = 'Migration20261126130000_minutes_published';

  override up(): void | Promise<void> {
    this.addSql(`alter table "live_meeting" add column "minutes_published_at" timestamptz null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "live_meeting" drop column "minutes_published_at";`);
  }

}
