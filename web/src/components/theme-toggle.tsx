import { Moon, Sun } from 'lucide-react';
import { lazy, Suspense, type ComponentProps } from 'react';
import { useDeferredMenu } from '../hooks/use-deferred-menu';
import { Button } from './ui/button';

// Radix DropdownMenu (with its positioning engine) is ~18 KB gzip. It sits in the header of every
// page but is rarely used, so it loads on first intent (hover, focus, press) instead of up front.
const loadThemeMenu = () => import('./theme-menu');
const ThemeMenu = lazy(loadThemeMenu);

// The icon follows the `dark` class (set before first paint by theme-init.js), not React state, so
// a server-rendered header matches whatever theme the visitor's device is in (ADR 036).
function TriggerButton(props: ComponentProps<typeof Button>) {
  return (
    <Button
      variant="ghost"
      size="icon"
      aria-label="Toggle theme"
      aria-haspopup="menu"
      data-theme-trigger
      {...props}
    >
      <Sun aria-hidden="true" className="dark:hidden" />
      <Moon aria-hidden="true" className="hidden dark:block" />
    </Button>
  );
}

/** Header button opening a Light / Dark / System menu (radio items announce the current choice). */
export function ThemeToggle() {
  const { activation, triggerProps } = useDeferredMenu(loadThemeMenu);
  // Same look and name as the real trigger; pressing it mounts the menu already open.
  if (!activation) return <TriggerButton {...triggerProps} />;
  return (
    <Suspense fallback={<TriggerButton aria-busy="true" />}>
      <ThemeMenu trigger={<TriggerButton />} defaultOpen focusFirstItem={activation.byKeyboard} />
    </Suspense>
  );
}
