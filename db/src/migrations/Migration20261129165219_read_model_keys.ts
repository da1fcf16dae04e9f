import { Migration } from '@mikro-orm/migrations';

/**
 * The read model's holdings and holder totals lose their foreign keys: a key check a row was about 70 % of
 * PostgreSQL's time on an opening's 133,000 holdings (`KEY_COST=1` in bench/import-export.bench.ts). A row exists
 * only for a holder and a class with postings, whose keys restrict deleting either; should one go all the same
 * (a company's deletion cascades to its holders), its rows go with it by one statement trigger a deletion, not a
 * check per written row.
 */
export class Migration20261129165219_read_model_keys extends Migration {

  override name = 'Migration20261129165219_read_model_keys';

  override up(): void | Promise<void> {
    this.addSql(`alter table "shareholder_total" drop constraint "shareholder_total_shareholder_id_foreign";`);

    this.addSql(`alter table "holding" drop constraint "holding_share_class_id_foreign";`);
    this.addSql(`alter table "holding" drop constraint "holding_shareholder_id_foreign";`);

    this.addSql(`create function read_model_shareholder_deleted() returns trigger language plpgsql as $$
begin
  delete from holding where shareholder_id in (select id from removed);
  delete from shareholder_total where shareholder_id in (select id from removed);
  return null;
end $$;`);
    this.addSql(`create trigger read_model_shareholder_deleted after delete on shareholder referencing old table as removed for each statement execute function read_model_shareholder_deleted();`);
    this.addSql(`create function read_model_share_class_deleted() returns trigger language plpgsql as $$
begin
  delete from holding where share_class_id in (select id from removed);
  return null;
end $$;`);
    this.addSql(`create trigger read_model_share_class_deleted after delete on share_class referencing old table as removed for each statement execute function read_model_share_class_deleted();`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop function if exists read_model_shareholder_deleted() cascade;`);
    this.addSql(`drop function if exists read_model_share_class_deleted() cascade;`);

    this.addSql(`alter table "holding" add constraint "holding_share_class_id_foreign" foreign key ("share_class_id") references "share_class" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "holding" add constraint "holding_shareholder_id_foreign" foreign key ("shareholder_id") references "shareholder" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "shareholder_total" add constraint "shareholder_total_shareholder_id_foreign" foreign key ("shareholder_id") references "shareholder" ("id") on update cascade on delete cascade;`);
  }

}
