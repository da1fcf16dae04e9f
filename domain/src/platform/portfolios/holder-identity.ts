/**
 * SQL for a register entry's identity across companies, for shareholder alias `s`: a company by its organisation
 * number, a person by national id, else the entry itself. Its MD5 is the holder's id in the portfolio, so no
 * national id leaves the server.
 */
export const holderIdentity = (s: string) => `case when ${s}.is_company and coalesce(${s}.company_number, '') <> '' then 'org:' || ${s}.company_number
                  when not ${s}.is_company and coalesce(${s}.national_id, '') <> '' then 'pid:' || ${s}.national_id
                  else 'id:' || ${s}.id end`;

/** SQL for a register entry's display name: the company's name, else the person's names. */
export const holderDisplayName = (s: string) => `coalesce(${s}.company_name, concat_ws(' ', ${s}.first_name, ${s}.middle_name, ${s}.last_name))`;
