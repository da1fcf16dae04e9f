import { Migration } from '@mikro-orm/migrations';

export class Migration20261125020000_deadline_reminders extends Migration {

  override name = 'Migration20261125020000_deadline_reminders';

  override up(): void | Promise<void> {
    this.addSql(`create table "deadline_reminder" ("id" uuid not null, "recipient_id" uuid not null, "deadline" varchar(16) not null, "outbox_email_id" bigint null, "created_at" timestamptz not null, primary key ("id"));`);
    this.addSql(`alter table "deadline_reminder" add constraint "deadline_reminder_recipient_id_deadline_unique" unique ("recipient_id", "deadline");`);

    this.addSql(`alter table "deadline_reminder" add constraint "deadline_reminder_recipient_id_foreign" foreign key ("recipient_id") references "notice_recipient" ("id") on delete cascade;`);
    this.addSql(`alter table "deadline_reminder" add constraint "deadline_reminder_outbox_email_id_foreign" foreign key ("outbox_email_id") references "email_outbox" ("id") on delete set null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "deadline_reminder" cascade;`);
  }

}
