import { Migration } from '@mikro-orm/migrations';

export class Migration20261125040000_eid_sign_in extends Migration {

  override name = 'Migration20261125040000_eid_sign_in';

  override up(): void | Promise<void> {
    this.addSql(`create table "oidc_flow" ("id" uuid not null, "browser_token_hash" varchar(64) not null, "provider" text not null, "state" varchar(100) not null, "nonce" varchar(100) not null, "code_verifier" varchar(200) not null, "redirect_uri" varchar(500) not null, "return_to" varchar(500) null, "created_at" timestamptz not null, "expires_at" timestamptz not null, primary key ("id"));`);
    this.addSql(`alter table "oidc_flow" add constraint "oidc_flow_browser_token_hash_unique" unique ("browser_token_hash");`);
    this.addSql(`create index "oidc_flow_expires_at_index" on "oidc_flow" ("expires_at");`);

    this.addSql(`alter table "app_user" add "national_id_country" varchar(2) null, add "national_id" varchar(20) null;`);
    this.addSql(`alter table "app_user" add constraint "app_user_national_id_country_national_id_unique" unique ("national_id_country", "national_id");`);

    this.addSql(`alter table "oidc_flow" add constraint "oidc_flow_provider_check" check ("provider" in ('bankid-no', 'bankid-se', 'mitid'));`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "oidc_flow" cascade;`);

    this.addSql(`alter table "app_user" drop constraint "app_user_national_id_country_national_id_unique";`);
    this.addSql(`alter table "app_user" drop column "national_id_country", drop column "national_id";`);
  }

}
