import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installMatchMedia } from '../testing/match-media';
import { ThemeProvider, useTheme } from './theme-provider';

function ThemeProbe() {
  const { theme, resolvedTheme, setTheme } = useTheme();
  return (
    <div>
      <p>
        theme:{theme} resolved:{resolvedTheme}
      </p>
      <button type="button" onClick={() => setTheme('dark')}>
        dark
      </button>
      <button type="button" onClick={() => setTheme('system')}>
        system
      </button>
      <button type="button" onClick={() => setTheme('light')}>
        light
      </button>
    </div>
  );
}

const html = () => document.documentElement;

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('ThemeProvider', () => {
  it('defaults to light when nothing is stored, even if the OS prefers dark', () => {
    installMatchMedia(true);
    render(
      <ThemeProvider>
        <ThemeProbe />
      </ThemeProvider>,
    );
    expect(screen.getByText('theme:light resolved:light')).toBeInTheDocument();
    expect(html()).not.toHaveClass('dark');
  });

  it("persists the choice in localStorage under 'theme' and sets the dark class", async () => {
    installMatchMedia(false);
    render(
      <ThemeProvider>
        <ThemeProbe />
      </ThemeProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'dark' }));
    expect(window.localStorage.getItem('theme')).toBe('dark');
    expect(html()).toHaveClass('dark');
    await userEvent.click(screen.getByRole('button', { name: 'light' }));
    expect(window.localStorage.getItem('theme')).toBe('light');
    expect(html()).not.toHaveClass('dark');
  });

  it('starts from the stored theme and ignores unknown stored values', () => {
    installMatchMedia(false);
    window.localStorage.setItem('theme', 'dark');
    const { unmount } = render(
      <ThemeProvider>
        <ThemeProbe />
      </ThemeProvider>,
    );
    expect(screen.getByText('theme:dark resolved:dark')).toBeInTheDocument();
    unmount();
    window.localStorage.setItem('theme', 'purple');
    render(
      <ThemeProvider>
        <ThemeProbe />
      </ThemeProvider>,
    );
    expect(screen.getByText('theme:light resolved:light')).toBeInTheDocument();
  });

  it("follows prefers-color-scheme live while set to 'system'", async () => {
    const media = installMatchMedia(false);
    render(
      <ThemeProvider>
        <ThemeProbe />
      </ThemeProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'system' }));
    expect(window.localStorage.getItem('theme')).toBe('system');
    expect(html()).not.toHaveClass('dark');

    act(() => media.setSystemDark(true));
    expect(screen.getByText('theme:system resolved:dark')).toBeInTheDocument();
    expect(html()).toHaveClass('dark');

    act(() => media.setSystemDark(false));
    expect(html()).not.toHaveClass('dark');
  });

  it('works without matchMedia support (falls back to light for system)', async () => {
    vi.stubGlobal('matchMedia', undefined);
    render(
      <ThemeProvider>
        <ThemeProbe />
      </ThemeProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'system' }));
    expect(screen.getByText('theme:system resolved:light')).toBeInTheDocument();
  });
});
