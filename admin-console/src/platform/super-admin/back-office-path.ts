export const backOfficePath = (...segments: string[]) => ['/super-admin-backoffice', ...segments.map(encodeURIComponent)].join('/');
