import { Migration } from '@mikro-orm/migrations';

/** Issue 25: a company's claim pending until proven (existing companies are proven: both null), how each signer was identified, and the company an email goes out for. */
export class Migration20261128073645_identity_proofs extends Migration {

  override name = 'Migration20261128073645_identity_proofs';

  override up(): void | Promise<void> {
    this.addSql(`alter table "company" add "claim_pending_since" timestamptz null, add "claim_proven_by" text null;`);
    this.addSql(`alter table "company" add constraint "company_claim_proven_by_check" check ("claim_proven_by" in ('REGISTER_ROLE', 'SUPER_ADMIN'));`);

    this.addSql(`alter table "email_outbox" add "company_id" uuid null;`);
    this.addSql(`alter table "email_outbox" add constraint "email_outbox_company_id_foreign" foreign key ("company_id") references "company" ("id") on delete set null;`);
    this.addSql(`create index "email_outbox_company_id_index" on "email_outbox" ("company_id");`);

    this.addSql(`alter table "signer" add "identified_by" text null;`);
    this.addSql(`alter table "signer" add constraint "signer_identified_by_check" check ("identified_by" in ('PERSONAL_LINK', 'VERIFIED_ACCOUNT', 'EID'));`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "email_outbox" drop constraint "email_outbox_company_id_foreign";`);

    this.addSql(`alter table "company" drop constraint "company_claim_proven_by_check";`);
    this.addSql(`alter table "company" drop column "claim_pending_since", drop column "claim_proven_by";`);

    this.addSql(`drop index "email_outbox_company_id_index";`);
    this.addSql(`alter table "email_outbox" drop column "company_id";`);

    this.addSql(`alter table "signer" drop constraint "signer_identified_by_check";`);
    this.addSql(`alter table "signer" drop column "identified_by";`);
  }

}
