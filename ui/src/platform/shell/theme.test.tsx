import Checkbox from '@mui/material/Checkbox';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderInApp } from '../../../../tools/testing/render-in-app';

describe('the theme’s checkboxes', () => {
  it('carry an aria-label on the input a screen reader reads, not on the wrapping span', () => {
    // As react-admin's row selection passes it.
    renderInApp(<Checkbox aria-label="Velg denne raden" />);
    const checkbox = screen.getByRole('checkbox', { name: 'Velg denne raden' });
    expect(checkbox.tagName).toBe('INPUT');
    expect(checkbox.parentElement).not.toHaveAttribute('aria-label');
  });

  it('keep a name given through inputProps', () => {
    renderInApp(<Checkbox inputProps={{ 'aria-label': 'Velg alle' }} />);
    expect(screen.getByRole('checkbox', { name: 'Velg alle' })).toBeInTheDocument();
  });
});
