import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { toast } from '../../hooks/use-toast';
import { renderApp } from '../../testing/render-app';

describe('Toaster', () => {
  it('renders toasts one at a time in the notifications region', async () => {
    renderApp('/');
    await screen.findByRole('heading', { level: 1 });
    act(() => {
      toast({
        title: 'Login failed',
        description: '401: Invalid username or password',
        variant: 'destructive',
      });
    });
    expect(await screen.findByText('Login failed')).toBeInTheDocument();
    expect(screen.getByText('401: Invalid username or password')).toBeInTheDocument();

    act(() => {
      toast({ title: 'Profile updated' });
    });
    expect(await screen.findByText('Profile updated')).toBeInTheDocument();
    expect(screen.queryByText('Login failed')).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: /Notifications \(F8\)/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Close' })).toBeInTheDocument();
  });
});
