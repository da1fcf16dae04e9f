import { Migration } from '@mikro-orm/migrations';

export class Migration20261126080000_ai_assistant_setting extends Migration {

  override name = 'Migration20261126080000_ai_assistant_setting';

  override up(): void | Promise<void> {
    this.addSql(`alter table "company" add column "ai_assistant_enabled" boolean not null default false;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "company" drop column "ai_assistant_enabled";`);
  }

}
