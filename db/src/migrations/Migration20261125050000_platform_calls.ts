import { Migration } from '@mikro-orm/migrations';

export class Migration20261125050000_platform_calls extends Migration {

  override name = 'Migration20261125050000_platform_calls';

  override up(): void | Promise<void> {
    this.addSql(`alter table "app_user" add "affiliate_key" varchar(64) null;`);

    this.addSql(`alter table "company" add "remark" text null, add "terms_accepted_at" timestamptz null, add "terms_accepted_by_id" uuid null;`);
    this.addSql(`alter table "company" add constraint "company_terms_accepted_by_id_foreign" foreign key ("terms_accepted_by_id") references "app_user" ("id") on delete set null;`);
    // Customers kept before per-company terms agreed to them when they signed up: accepted as of their creation.
    this.addSql(`update "company" set "terms_accepted_at" = "created_at" where "is_customer";`);

    this.addSql(`alter table "invitation_request" add "batch_id" uuid null;`);
    this.addSql(`create index "invitation_request_batch_id_index" on "invitation_request" ("batch_id");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "company" drop constraint "company_terms_accepted_by_id_foreign";`);

    this.addSql(`alter table "app_user" drop column "affiliate_key";`);

    this.addSql(`alter table "company" drop column "remark", drop column "terms_accepted_at", drop column "terms_accepted_by_id";`);

    this.addSql(`drop index "invitation_request_batch_id_index";`);
    this.addSql(`alter table "invitation_request" drop column "batch_id";`);
  }

}
