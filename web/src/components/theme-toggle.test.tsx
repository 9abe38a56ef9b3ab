import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../testing/render-app';
import { installMatchMedia } from '../testing/match-media';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('theme toggle', () => {
  it('offers Light, Dark and System as radio items and applies the choice', async () => {
    installMatchMedia(false);
    const user = userEvent.setup();
    renderApp('/');
    await user.click(await screen.findByRole('button', { name: 'Toggle theme' }));

    const light = await screen.findByRole('menuitemradio', { name: 'Light' });
    expect(light).toHaveAttribute('aria-checked', 'true');
    expect(screen.getByRole('menuitemradio', { name: 'System' })).toHaveAttribute('aria-checked', 'false');

    await user.click(screen.getByRole('menuitemradio', { name: 'Dark' }));
    expect(document.documentElement).toHaveClass('dark');
    expect(window.localStorage.getItem('theme')).toBe('dark');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Toggle theme' }));
    expect(await screen.findByRole('menuitemradio', { name: 'Dark' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
  });

  it('opens from the keyboard on the first item and returns focus to the button after a choice', async () => {
    installMatchMedia(false);
    const user = userEvent.setup();
    renderApp('/');
    const toggle = await screen.findByRole('button', { name: 'Toggle theme' });
    toggle.focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('menuitemradio', { name: 'Light' })).toHaveFocus();

    await user.keyboard('{ArrowDown}{Enter}');
    expect(document.documentElement).toHaveClass('dark');
    expect(screen.getByRole('button', { name: 'Toggle theme' })).toHaveFocus();
  });
});
