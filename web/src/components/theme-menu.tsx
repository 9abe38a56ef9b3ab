import { themes, type Theme } from '@futurefund/core';
import type { ReactNode } from 'react';
import { useFocusOnFirstKeyboardOpen } from '../hooks/use-deferred-menu';
import { themeLabels } from '../lib/theme-store';
import { useTheme } from './theme-provider';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuTrigger,
} from './ui/dropdown-menu';

function isTheme(value: string): value is Theme {
  return (themes as readonly string[]).includes(value);
}

type ThemeMenuProps = {
  trigger: ReactNode;
  defaultOpen: boolean;
  /** The first open came from the keyboard, before Radix was loaded to notice it. */
  focusFirstItem: boolean;
};

/** The Radix menu behind ThemeToggle; loaded on demand, so it receives its trigger ready-made. */
export default function ThemeMenu({ trigger, defaultOpen, focusFirstItem }: ThemeMenuProps) {
  const { theme, setTheme } = useTheme();
  const focusOnFirstKeyboardOpen = useFocusOnFirstKeyboardOpen(focusFirstItem);

  return (
    // Non-modal: a three-item menu needs no scroll lock, and the page stays in the accessibility tree.
    <DropdownMenu defaultOpen={defaultOpen} modal={false}>
      <DropdownMenuTrigger asChild>{trigger}</DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuRadioGroup value={theme} onValueChange={(value) => isTheme(value) && setTheme(value)}>
          {themes.map((option, index) => (
            <DropdownMenuRadioItem
              key={option}
              value={option}
              ref={index === 0 ? focusOnFirstKeyboardOpen : undefined}
            >
              {themeLabels[option]}
            </DropdownMenuRadioItem>
          ))}
        </DropdownMenuRadioGroup>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
