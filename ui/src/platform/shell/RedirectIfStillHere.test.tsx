import { render, screen } from '@testing-library/react';
import { useState } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { RedirectIfStillHere } from './RedirectIfStillHere';

/** A screen whose redirect comes later (as after its data loads), while it is still drawn. */
const Waiting = () => {
  const [loaded, setLoaded] = useState(false);
  return loaded ? <RedirectIfStillHere to="/follow-up/signatures/pending" /> : <button onClick={() => setLoaded(true)}>loaded</button>;
};

const app = () =>
  render(
    <BrowserRouter>
      <Routes>
        <Route path="/follow-up/signatures" element={<Waiting />} />
        <Route path="/follow-up/signatures/pending" element={<p>pending</p>} />
        <Route path="/follow-up/shareholders" element={<p>shareholders</p>} />
      </Routes>
    </BrowserRouter>,
  );

beforeEach(() => window.history.replaceState(null, '', '/follow-up/signatures'));

describe('a redirect that waits for data', () => {
  it('takes the user to its address while they are still where it was drawn', async () => {
    app();
    screen.getByRole('button', { name: 'loaded' }).click();
    expect(await screen.findByText('pending')).toBeInTheDocument();
    expect(window.location.pathname).toBe('/follow-up/signatures/pending');
  });

  it('does not undo a click that has already changed the address while this screen is still drawn', async () => {
    app();
    // The click's navigation: the address is the new one, its screen not drawn yet (a transition still loading).
    window.history.pushState(null, '', '/follow-up/shareholders');
    screen.getByRole('button', { name: 'loaded' }).click();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(window.location.pathname).toBe('/follow-up/shareholders');
  });
});
