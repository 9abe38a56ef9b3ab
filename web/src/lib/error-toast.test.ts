import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { dismissToast, useToast } from '../hooks/use-toast';
import { ApiError } from './api-client';
import { showErrorToast } from './error-toast';

afterEach(() => {
  act(() => dismissToast());
});

describe('showErrorToast (product §8)', () => {
  it("shows a destructive 'Error' toast with '<status>: <message>' by default", () => {
    const { result } = renderHook(() => useToast());
    act(() => void showErrorToast(new ApiError(404, 'Application not found')));
    expect(result.current.toasts[0]).toMatchObject({
      title: 'Error',
      description: '404: Application not found',
      variant: 'destructive',
      open: true,
    });
  });

  it("takes the screen's own title, e.g. 'Login failed'", () => {
    const { result } = renderHook(() => useToast());
    act(() => void showErrorToast(new ApiError(401, 'Invalid username or password'), 'Login failed'));
    expect(result.current.toasts[0]).toMatchObject({
      title: 'Login failed',
      description: '401: Invalid username or password',
    });
  });
});
