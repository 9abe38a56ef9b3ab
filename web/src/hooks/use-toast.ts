import { TOAST_LIMIT, TOAST_REMOVE_DELAY_MS } from '@futurefund/core';
import { useSyncExternalStore, type ReactElement, type ReactNode } from 'react';

export type ToastVariant = 'default' | 'destructive';

export type ToastOptions = {
  title?: ReactNode;
  description?: ReactNode;
  /** Usually a <ToastAction altText="…">; rendered next to the text. */
  action?: ReactElement;
  variant?: ToastVariant;
  /** Milliseconds before auto-dismiss; the Toaster's default (TOAST_DURATION_MS) applies when unset. */
  duration?: number;
};

export type ToasterToast = ToastOptions & { id: string; open: boolean };

export type ToastState = { toasts: ToasterToast[] };

export type ToastStoreAction =
  | { type: 'add'; toast: ToasterToast }
  | { type: 'update'; id: string; patch: Partial<ToastOptions> }
  | { type: 'dismiss'; id?: string }
  | { type: 'remove'; id?: string };

/** Pure state transitions; a missing id on dismiss/remove means "all toasts". */
export function toastReducer(state: ToastState, action: ToastStoreAction): ToastState {
  switch (action.type) {
    case 'add':
      // Newest first, then cut to the limit: with TOAST_LIMIT 1 a new toast replaces the old one.
      return { toasts: [action.toast, ...state.toasts].slice(0, TOAST_LIMIT) };
    case 'update':
      return {
        toasts: state.toasts.map((t) => (t.id === action.id ? { ...t, ...action.patch } : t)),
      };
    case 'dismiss':
      return {
        toasts: state.toasts.map((t) =>
          action.id === undefined || t.id === action.id ? { ...t, open: false } : t,
        ),
      };
    case 'remove':
      return { toasts: action.id === undefined ? [] : state.toasts.filter((t) => t.id !== action.id) };
  }
}

// One module-level store so toast() works from anywhere (mutation callbacks, plain functions).
let state: ToastState = { toasts: [] };
const listeners = new Set<() => void>();
const removalTimers = new Map<string, ReturnType<typeof setTimeout>>();
let nextId = 0;

function dispatch(action: ToastStoreAction): void {
  state = toastReducer(state, action);
  listeners.forEach((listener) => listener());
}

// A dismissed toast stays mounted (closed) for its exit animation; the long delay is the spec's
// (§9) and only bounds how long closed toasts linger in memory.
function scheduleRemoval(id: string): void {
  if (removalTimers.has(id)) return;
  const timer = setTimeout(() => {
    removalTimers.delete(id);
    dispatch({ type: 'remove', id });
  }, TOAST_REMOVE_DELAY_MS);
  removalTimers.set(id, timer);
}

/** Closes one toast, or every toast when no id is given. */
export function dismissToast(id?: string): void {
  const targets = id === undefined ? state.toasts.map((t) => t.id) : [id];
  targets.forEach(scheduleRemoval);
  dispatch({ type: 'dismiss', id });
}

export function toast(options: ToastOptions) {
  const id = String(++nextId);
  dispatch({ type: 'add', toast: { ...options, id, open: true } });
  return {
    id,
    dismiss: () => dismissToast(id),
    update: (patch: Partial<ToastOptions>) => dispatch({ type: 'update', id, patch }),
  };
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function getSnapshot(): ToastState {
  return state;
}

export function useToast() {
  const { toasts } = useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
  return { toasts, toast, dismiss: dismissToast };
}
