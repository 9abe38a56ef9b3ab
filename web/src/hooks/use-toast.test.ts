import { TOAST_LIMIT, TOAST_REMOVE_DELAY_MS } from '@futurefund/core';
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toastReducer, useToast, type ToasterToast } from './use-toast';

const make = (id: string, title = `Toast ${id}`): ToasterToast => ({ id, title, open: true });

describe('toastReducer', () => {
  it('keeps at most TOAST_LIMIT (1) toasts, newest first', () => {
    expect(TOAST_LIMIT).toBe(1);
    const one = toastReducer({ toasts: [] }, { type: 'add', toast: make('1') });
    const two = toastReducer(one, { type: 'add', toast: make('2') });
    expect(two.toasts.map((t) => t.id)).toEqual(['2']);
  });

  it('closes without removing on dismiss, and removes on remove', () => {
    const state = { toasts: [make('1')] };
    const dismissed = toastReducer(state, { type: 'dismiss', id: '1' });
    expect(dismissed.toasts).toEqual([{ ...make('1'), open: false }]);
    expect(toastReducer(dismissed, { type: 'remove', id: '1' }).toasts).toEqual([]);
  });

  it('updates only the matching toast', () => {
    const updated = toastReducer(
      { toasts: [make('1')] },
      { type: 'update', id: '1', patch: { title: 'Saved' } },
    );
    expect(updated.toasts[0]?.title).toBe('Saved');
    expect(toastReducer(updated, { type: 'update', id: 'x', patch: { title: 'No' } }).toasts[0]?.title).toBe(
      'Saved',
    );
  });
});

describe('useToast', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows one toast at a time: a new toast replaces the current one', () => {
    const { result } = renderHook(() => useToast());
    act(() => {
      result.current.toast({ title: 'Login failed', variant: 'destructive' });
    });
    act(() => {
      result.current.toast({ title: 'Profile updated' });
    });
    expect(result.current.toasts).toHaveLength(1);
    expect(result.current.toasts[0]).toMatchObject({ title: 'Profile updated', open: true });
    act(() => result.current.dismiss());
  });

  it('removes a dismissed toast after TOAST_REMOVE_DELAY_MS (1,000,000 ms)', () => {
    vi.useFakeTimers();
    const { result } = renderHook(() => useToast());
    let handle: ReturnType<typeof result.current.toast> | undefined;
    act(() => {
      handle = result.current.toast({ title: 'Document deleted' });
    });
    act(() => handle?.dismiss());
    expect(result.current.toasts[0]?.open).toBe(false);

    act(() => vi.advanceTimersByTime(TOAST_REMOVE_DELAY_MS - 1));
    expect(result.current.toasts).toHaveLength(1);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.toasts).toHaveLength(0);
  });
});
