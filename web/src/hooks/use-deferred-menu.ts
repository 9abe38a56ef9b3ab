import { useCallback, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';

export type MenuActivation = { byKeyboard: boolean };

/**
 * Load-on-first-use for header menus (ADR 005): Radix DropdownMenu and its positioning engine stay
 * out of the first page load. Until first use a look-alike button stands in; hovering or focusing
 * it starts the download, pressing it records the activation so the real menu mounts already open.
 */
export function useDeferredMenu(load: () => Promise<unknown>) {
  const [activation, setActivation] = useState<MenuActivation | null>(null);
  const triggerProps = {
    onPointerEnter: () => void load(),
    onFocus: () => void load(),
    // Enter/Space produce a click with detail 0; a pointer click has detail >= 1.
    onClick: (event: MouseEvent) => setActivation({ byKeyboard: event.detail === 0 }),
    onKeyDown: (event: KeyboardEvent) => {
      if (event.key === 'ArrowDown') {
        event.preventDefault();
        setActivation({ byKeyboard: true });
      }
    },
  };
  return { activation, triggerProps };
}

/**
 * Ref callback for the first item of a deferred menu. Keyboard-opened menus start on their first
 * item (WAI-ARIA menu button); Radix does this itself from then on, but for the opening press it
 * was not loaded yet. Focusing as the item mounts lands before Radix's own auto-focus, which
 * leaves focus alone once it is inside the menu.
 */
export function useFocusOnFirstKeyboardOpen(byKeyboard: boolean) {
  const needsFocus = useRef(byKeyboard);
  return useCallback((item: HTMLElement | null) => {
    if (item && needsFocus.current) {
      needsFocus.current = false;
      item.focus({ preventScroll: true });
    }
  }, []);
}
