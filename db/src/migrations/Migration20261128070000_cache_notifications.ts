import { Migration } from '@mikro-orm/migrations';

/**
 * What several server processes cache is invalidated through PostgreSQL's LISTEN/NOTIFY (docs/decisions/platform/jobs.md):
 * on commit, a change to a general meeting or its decisions notifies `meeting:<project id>` (its live context), a
 * register append `register:<company id>` (the meeting's register at its date), an edit of the translation overrides
 * `translations`, all on the channel `andel_cache`; triggers, so every writer in every process is heard.
 * The socket.io PostgreSQL adapter keeps a message too large for a notification in `socket_io_attachments`.
 */
export class Migration20261128070000_cache_notifications extends Migration {

  override name = 'Migration20261128070000_cache_notifications';

  override up(): void | Promise<void> {
    this.addSql(`create function andel_notify_cache() returns trigger language plpgsql as $$
      declare topic text;
      begin
        topic := tg_argv[0] || coalesce(':' || (to_jsonb(coalesce(new, old)) ->> tg_argv[1]), '');
        perform pg_notify('andel_cache', topic);
        return null;
      end $$;`);
    this.addSql(`create trigger general_meeting_cache after insert or update or delete on "general_meeting" for each row execute function andel_notify_cache('meeting', 'project_id');`);
    this.addSql(`create trigger project_decision_cache after insert or update or delete on "project_decision" for each row execute function andel_notify_cache('meeting', 'project_id');`);
    this.addSql(`create trigger register_head_cache after update on "register_head" for each row execute function andel_notify_cache('register', 'company_id');`);
    this.addSql(`create trigger translation_version_cache after insert or update on "translation_version" for each statement execute function andel_notify_cache('translations');`);
    this.addSql(`create table "socket_io_attachments" ("id" bigserial unique, "created_at" timestamptz default now(), "payload" bytea);`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table "socket_io_attachments";`);
    for (const [trigger, table] of [['general_meeting_cache', 'general_meeting'], ['project_decision_cache', 'project_decision'], ['register_head_cache', 'register_head'], ['translation_version_cache', 'translation_version']])
      this.addSql(`drop trigger ${trigger} on "${table}";`);
    this.addSql(`drop function andel_notify_cache();`);
  }

}
