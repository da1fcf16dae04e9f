import { ZKindContributionSchema, type TKindContribution } from '@andel/domain/shared';
import { screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderInApp } from '../../../../tools/testing/render-in-app';
import { KindContributionFields } from './KindContributionFields';

const answer = (status: number, body: unknown) => new Response(JSON.stringify(body), { status });

const Harness = () => {
  const [kind, setKind] = useState<TKindContribution>(ZKindContributionSchema.parse({ method: 'EUR', contributionMethod: { type: 'currency', currency: 'EUR', value: '100000' } }));
  return <KindContributionFields orgNo="928471632" kind={kind} number={1} currency="NOK" totalPrice="0" onChange={setKind} problem={() => ({})} disabled={false} />;
};

describe('the contribution in kind: the rate fetched from Norges Bank', () => {
  let fetchMock: ReturnType<typeof vi.fn>;
  beforeEach(() => {
    document.cookie = 'andel.csrf=token';
    fetchMock = vi.fn(async () => answer(200, { currency: 'EUR', quoteCurrency: 'NOK', rate: '11.7325', date: '2026-11-27', source: 'NORGES_BANK' }));
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('fills the rate, its day and source, and shows the value in the company currency', async () => {
    const { user } = renderInApp(<Harness />);
    await user.click(await screen.findByRole('button', { name: 'Hent kurs fra Norges Bank' }));
    expect(await screen.findByRole('textbox', { name: 'Valutakurs (NOK per EUR)' })).toHaveValue('11.7325');
    expect(screen.getByRole('textbox', { name: 'Kursdato' })).toHaveValue('2026-11-27');
    expect(screen.getByRole('combobox', { name: 'Kilde for kursen' })).toHaveTextContent('Norges Bank');
    expect(screen.getByTestId('kind-contribution-value')).toHaveTextContent('Verdi i NOK: 1 173 250 NOK');
    expect((fetchMock.mock.calls[0] as [string])[0]).toMatch(/^\/api\/exchange-rate\/928471632\?currency=EUR&date=\d{4}-\d{2}-\d{2}$/);
  });

  it('says clearly that fetching is not available when the service is not configured, and leaves the rate to type', async () => {
    fetchMock.mockResolvedValue(answer(503, { error: { code: 'exchangeRate.notConnected', params: {}, requestId: 'r' } }));
    const { user } = renderInApp(<Harness />);
    await user.click(await screen.findByRole('button', { name: 'Hent kurs fra Norges Bank' }));
    expect(await screen.findByText('Henting av kurs fra Norges Bank er ikke tilgjengelig. Skriv inn kursen og kilden selv.')).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Valutakurs (NOK per EUR)' })).toHaveValue('');
  });

  it('names the currency and day when Norges Bank has no rate', async () => {
    fetchMock.mockResolvedValue(answer(404, { error: { code: 'exchangeRate.noRate', params: { currency: 'EUR', date: '1990-01-01' }, requestId: 'r' } }));
    const { user } = renderInApp(<Harness />);
    await user.click(await screen.findByRole('button', { name: 'Hent kurs fra Norges Bank' }));
    expect(await screen.findByText('Norges Bank har ingen kurs for EUR på eller før 1990-01-01.')).toBeVisible();
  });
});
