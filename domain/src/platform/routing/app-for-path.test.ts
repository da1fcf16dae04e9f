import { describe, expect, it } from 'vitest';
import { appForPath } from './app-for-path';

describe('app for a page address', () => {
  it.each([
    ['/login', 'admin-console'],
    ['/portfolio/all/companies', 'admin-console'],
    ['/company/928471632/dashboard', 'admin-console'],
    ['/shareholder/928471632/abc/overview', 'shareholder-portal'],
    ['/board-member/928471632/schedule', 'board-portal'],
    ['/notice-general-meeting/x/matters?lang=en', 'notice-sites'],
    ['/invitation/1/token', 'notice-sites'],
    ['/sign', 'notice-sites'],
    ['/document/verify', 'notice-sites'],
    ['/document/view-signed-document', 'notice-sites'],
    ['/document/view/0b6c5a8e-6a4e-4c1e-9a0c-1d2e3f4a5b6c', 'notice-sites'],
    ['/signature', 'admin-console'],
    ['/no/such/page', 'admin-console'],
  ])('%s is served by %s', (path, app) => expect(appForPath(path)).toBe(app));
});
