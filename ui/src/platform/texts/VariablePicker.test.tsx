import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderInApp } from '../../../../tools/testing/render-in-app';
import { VariablePicker, type PickerState } from './VariablePicker';

const stateWith = (overrides: Partial<PickerState>): PickerState => ({ items: ['COMPANY_NAME', 'ORG_NUMBER'], selected: 0, rect: () => new DOMRect(10, 10, 0, 16), choose: vi.fn(), ...overrides });

describe('the `/` variable picker', () => {
  it('lists the matching auto-texts with their groups, the highlighted one selected', async () => {
    renderInApp(<VariablePicker state={stateWith({ selected: 1 })} />);
    const list = await screen.findByRole('listbox', { name: 'Automatiske tekster' });
    expect(list).toBeVisible();
    expect(screen.getByRole('option', { name: /Selskapets navn/ })).toHaveAttribute('aria-selected', 'false');
    expect(screen.getByRole('option', { name: /Organisasjonsnummer/ })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getAllByText('Generelt')).toHaveLength(2);
  });

  it('inserts the auto-text clicked', async () => {
    const choose = vi.fn();
    const { user } = renderInApp(<VariablePicker state={stateWith({ choose })} />);
    await user.click(await screen.findByRole('option', { name: /Organisasjonsnummer/ }));
    expect(choose).toHaveBeenCalledWith('ORG_NUMBER');
  });

  it('says so when nothing matches, and shows nothing while closed', async () => {
    const { rerender } = renderInApp(<VariablePicker state={stateWith({ items: [] })} />);
    expect(await screen.findByText('Ingen treff')).toBeVisible();
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    rerender(<VariablePicker state={null} />);
    expect(screen.queryByText('Automatiske tekster')).not.toBeInTheDocument();
  });
});
