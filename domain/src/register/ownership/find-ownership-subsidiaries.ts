import type { EntityManager } from '@mikro-orm/core';
import type { Company } from '../../platform/companies/company.entity';
import type { User } from '../../platform/users/user.entity';
import { runBound } from '../../kernel/sql/run-bound';
import { getOwnershipMap } from './get-ownership-map';
import type { OwnershipMapView, OwnershipSubsidiary } from './ownership-views';
import { verifiedEmailOf } from '../../platform/auth/verified-email';

type RoleRow = { organisation_number: string; currency: string; ceo_name: string | null; chair_name: string | null; is_ceo: boolean; is_chair: boolean; is_board: boolean; is_shareholder: boolean };

/** Names of the CEO and chair, and the user's own roles, for the subsidiaries kept in Andel: one statement. */
const rolesQuery = `
  select c.organisation_number, c.currency,
    (select concat_ws(' ', r.first_name, r.middle_name, r.last_name) from company_role r where r.company_id = c.id and r.role = 'ceo' order by r.created_at limit 1) as ceo_name,
    (select concat_ws(' ', r.first_name, r.middle_name, r.last_name) from company_role r where r.company_id = c.id and r.role = 'chairperson' order by r.created_at limit 1) as chair_name,
    exists (select 1 from company_role r where r.company_id = c.id and r.role = 'ceo' and (r.user_id = $2 or lower(r.email) = $3)) as is_ceo,
    exists (select 1 from company_role r where r.company_id = c.id and r.role = 'chairperson' and (r.user_id = $2 or lower(r.email) = $3)) as is_chair,
    exists (select 1 from company_role r where r.company_id = c.id and r.role in ('chairperson', 'deputy_chairperson', 'member', 'deputy_member') and (r.user_id = $2 or lower(r.email) = $3)) as is_board,
    exists (select 1 from shareholder m join shareholder_total t on t.shareholder_id = m.id where m.company_id = c.id and lower(m.email) = $3) as is_shareholder
  from company c where c.organisation_number = any($1::text[])`;

/** Per cent strings with 2 decimals ("7.50", "12.25") in numeric order, without floats. */
const comparePercent = (a: string, b: string) => a.length - b.length || a.localeCompare(b);

/** The subsidiaries on a map with the stake of the company one level up that holds the most of each. */
export const subsidiariesOf = (map: OwnershipMapView) => {
  const levelOf = new Map(map.nodes.map((n) => [n.key, n.level]));
  return map.nodes
    .filter((n) => n.level > 0 && n.organizationNumber)
    .map((n) => {
      const parents = map.edges.filter((e) => e.ownedKey === n.key && levelOf.get(e.ownerKey) === n.level - 1);
      const top = parents.sort((a, b) => comparePercent(b.ownershipInPercent, a.ownershipInPercent))[0]!;
      return { node: n, edge: top };
    });
};

/** `GET /company/subsidiaries/{orgNo}`: the company's subsidiaries on every level, in the seed's shape. */
export const findOwnershipSubsidiaries = async ({ em, company, user, levels = 0, threshold = '0' }: { em: EntityManager; company: Company; user: User; levels?: number; threshold?: string }): Promise<OwnershipSubsidiary[]> => {
  const map = await getOwnershipMap({ em, company, query: { graphType: 'owns', levels, threshold } });
  const subsidiaries = subsidiariesOf(map);
  const rows = await runBound<RoleRow>(em, rolesQuery, [subsidiaries.map((s) => s.node.organizationNumber), user.id, verifiedEmailOf(user)]);
  const roles = new Map(rows.map((r) => [r.organisation_number, r]));
  return subsidiaries.map(({ node, edge }) => {
    const role = roles.get(node.organizationNumber!);
    return {
      level: node.level,
      ownershipInPercent: edge.ownershipInPercent,
      organizationNumber: node.organizationNumber!,
      name: node.name,
      ceoName: role?.ceo_name ?? null,
      chairPersonName: role?.chair_name ?? null,
      isCEO: role?.is_ceo ?? false,
      isChairperson: role?.is_chair ?? false,
      isBoardmember: role?.is_board ?? false,
      isShareholder: role?.is_shareholder ?? false,
      sourceOrgNo: edge.ownerKey.slice(2),
      currency: role?.currency ?? 'NOK',
    };
  });
};
