import { Migration } from '@mikro-orm/migrations';

export class Migration20261128140000_decision_fields extends Migration {

  override name = 'Migration20261128140000_decision_fields';

  override up(): void | Promise<void> {
    this.addSql(`alter table "project_decision" add column "fields" jsonb null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "project_decision" drop column "fields";`);
  }

}
