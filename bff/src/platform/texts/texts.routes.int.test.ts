import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import { openTestRegister } from '../../../testing/register-test-setup';
import { signedInClient } from '../../../testing/test-client';
import { createTestCompany, createTestUser, grantTestAccess } from '../../../testing/test-users';

let t: TestApp;
let register: Awaited<ReturnType<typeof openTestRegister>>;
const orgNo = '928471632';
const variable = (variableType: string, perDate: string | null = null) => ({ type: 'autoTextVariable', attrs: { variableType, perDate } });
const text = (...content: unknown[]) => JSON.stringify({ type: 'doc', content: [{ type: 'paragraph', content }] });

beforeAll(async () => {
  t = await createTestApp();
  register = await openTestRegister(t, orgNo, 2);
  const shareClass = register.classA;
  await register.record('shareholdingperdate', '2024-01-01', {
    nominalValue: '1,50',
    shareAllocation: [
      { shareholderId: register.holders[0], sharetypeId: shareClass, numberOfShares: 600 },
      { shareholderId: register.holders[1], sharetypeId: shareClass, numberOfShares: 400 },
    ],
  });
  await register.record('issue', '2024-06-01', { shareAllocation: [{ shareholderId: register.holders[1], sharetypeId: shareClass, numberOfShares: 1000, sharePrice: '10' }] });
  await grantTestAccess(t.orm, await createTestUser(t.orm, 'board@example.no'), (await createTestCompany(t.orm, '931754289'))!, 'BOARD_MEMBER');
});
afterAll(() => t.close());

describe('POST /company/{orgNo}/texts/preview', () => {
  it('shows variables with the company’s data from the register, as of a per-date when given', async () => {
    const preview = await register.admin.post(`/api/company/${orgNo}/texts/preview`, {
      text: text({ type: 'text', text: 'Kapital ' }, variable('SHARE_CAPITAL'), { type: 'text', text: ', før emisjonen ' }, variable('SHARE_CAPITAL', '2024-03-01'), { type: 'text', text: ', ' }, variable('NUMBER_OF_SHAREHOLDERS')),
    });
    expect(preview.status).toBe(200);
    expect((await preview.json()).html).toBe('<p>Kapital 3 000 NOK, før emisjonen 1 500 NOK, 2</p>');
  });

  it('fills a shareholder’s holdings for the admin, and strips script from the text', async () => {
    const preview = await register.admin.post(`/api/company/${orgNo}/texts/preview`, {
      text: JSON.stringify({ type: 'doc', content: [{ type: 'paragraph', content: [variable('HOLDING_TOTAL_SHARES')] }, { type: 'script', content: [{ type: 'text', text: 'alert(1)' }] }] }),
      shareholderId: register.holders[1],
    });
    expect((await preview.json()).html).toBe('<p>1 400</p>');
  });

  it('refuses an auto-text variable that does not exist with a key, and another company’s board member', async () => {
    const refused = await register.admin.post(`/api/company/${orgNo}/texts/preview`, { text: text(variable('NO_SUCH_THING')) });
    expect(refused.status).toBe(400);
    expect(JSON.stringify(await refused.json())).toContain('texts.unknownVariable');
    const stranger = await signedInClient(t.app, 'board@example.no');
    expect((await stranger.post(`/api/company/${orgNo}/texts/preview`, { text: text({ type: 'text', text: 'Hei' }) })).status).toBe(403);
  });
});
