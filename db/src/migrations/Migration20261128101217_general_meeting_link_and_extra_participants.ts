import { Migration } from '@mikro-orm/migrations';

export class Migration20261128101217_general_meeting_link_and_extra_participants extends Migration {

  override name = 'Migration20261128101217_general_meeting_link_and_extra_participants';

  override up(): void | Promise<void> {
    this.addSql(`alter table "general_meeting" add "meeting_link" varchar(2000) null, add "extra_participants" jsonb not null default '[]';`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "general_meeting" drop column "meeting_link", drop column "extra_participants";`);
  }

}
