export const customRolesQueryKey = (orgNo: string) => ['company', orgNo, 'customRoles'];
