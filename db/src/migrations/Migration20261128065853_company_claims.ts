import { Migration } from '@mikro-orm/migrations';

/** A company's claim: pending while unproven (existing companies are proven: both columns null). */
export class Migration20261128065853_company_claims extends Migration {

  override name = 'Migration20261128065853_company_claims';

  override up(): void | Promise<void> {
    this.addSql(`alter table "company" add "claim_pending_since" timestamptz null, add "claim_proven_by" text null;`);
    this.addSql(`alter table "company" add constraint "company_claim_proven_by_check" check ("claim_proven_by" in ('REGISTER_ROLE', 'SUPER_ADMIN'));`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "company" drop constraint "company_claim_proven_by_check";`);
    this.addSql(`alter table "company" drop column "claim_pending_since", drop column "claim_proven_by";`);
  }

}
