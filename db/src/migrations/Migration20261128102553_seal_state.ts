import { Migration } from '@mikro-orm/migrations';

export class Migration20261128102553_seal_state extends Migration {

  override name = 'Migration20261128102553_seal_state';

  override up(): void | Promise<void> {
    this.addSql(`alter table "signing_request" add "seal_state" text null, add "seal_attempts" int not null default 0, add "seal_failed_at" timestamptz null, add "seal_error" varchar(100) null;`);
    this.addSql(`create index "signing_request_seal_state_index" on "signing_request" ("seal_state");`);
    this.addSql(`alter table "signing_request" add constraint "signing_request_seal_state_check" check ("seal_state" in ('AWAITING_SEAL', 'SEAL_FAILED'));`);
    // Requests signed by all whose seal failed before this column: owed their seal, for the sweep.
    this.addSql(`update "signing_request" r set "seal_state" = 'AWAITING_SEAL' where r."status" = 'SIGNING_IN_PROGRESS' and r."sealed_id" is null and not exists (select 1 from "signer" s where s."request_id" = r."id" and s."signed_at" is null);`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index "signing_request_seal_state_index";`);
    this.addSql(`alter table "signing_request" drop constraint "signing_request_seal_state_check";`);
    this.addSql(`alter table "signing_request" drop column "seal_state", drop column "seal_attempts", drop column "seal_failed_at", drop column "seal_error";`);
  }

}
