export const enterpriseAccountPath = (id: string, tab?: string) => `/enterprise-account/${encodeURIComponent(id)}${tab ? `/${tab}` : ''}`;
