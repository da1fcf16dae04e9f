import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderInApp } from '../../../../tools/testing/render-in-app';
import { CreatePortfolioDialog } from './CreatePortfolioDialog';

const answer = (status: number, body: unknown) => new Response(JSON.stringify(body), { status });

describe('the new-portfolio form (the server’s zod schema, ZPortfolioCreateSchema)', () => {
  let fetchMock: ReturnType<typeof vi.fn>;
  beforeEach(() => {
    document.cookie = 'andel.csrf=token';
    fetchMock = vi.fn(async () => answer(200, { id: 'p-1', name: 'Investeringer' }));
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('refuses a blank name under the field, with the schema’s message, and sends nothing', async () => {
    const { user } = renderInApp(<CreatePortfolioDialog onClose={vi.fn()} />);
    const dialog = await screen.findByRole('dialog', { name: 'Opprett portefølje' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Navn på porteføljen' }), '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Opprett' }));
    expect(within(dialog).getByRole('textbox', { name: 'Navn på porteføljen' })).toHaveAccessibleDescription('Feltet må fylles ut.');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends a valid name as the schema shapes it and closes', async () => {
    const onClose = vi.fn();
    const { user } = renderInApp(<CreatePortfolioDialog onClose={onClose} />);
    await user.type(await screen.findByRole('textbox', { name: 'Navn på porteføljen' }), 'Investeringer');
    await user.click(screen.getByRole('button', { name: 'Opprett' }));
    await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
    const [path, init] = fetchMock.mock.calls[0]! as [string, RequestInit];
    expect(path).toBe('/api/portfolio/new');
    expect(JSON.parse(init.body as string)).toEqual({ portfolioName: 'Investeringer' });
  });

  it('shows the server’s field error under the field when the server refuses', async () => {
    fetchMock.mockResolvedValue(answer(400, { error: { code: 'validation-error', params: {}, requestId: 'r' }, errors: { portfolioName: 'required' } }));
    const { user } = renderInApp(<CreatePortfolioDialog onClose={vi.fn()} />);
    await user.type(await screen.findByRole('textbox', { name: 'Navn på porteføljen' }), 'Investeringer');
    await user.click(screen.getByRole('button', { name: 'Opprett' }));
    expect(await screen.findByText('Feltet må fylles ut.')).toBeVisible();
  });
});
