import { Moon, Sun } from 'lucide-react';
import { lazy, Suspense, type ComponentProps } from 'react';
import { useDeferredMenu } from '../hooks/use-deferred-menu';
import { useTheme } from './theme-provider';
import { Button } from './ui/button';

// Radix DropdownMenu (with its positioning engine) is ~18 KB gzip. It sits in the header of every
// page but is rarely used, so it loads on first intent (hover, focus, press) instead of up front.
const loadThemeMenu = () => import('./theme-menu');
const ThemeMenu = lazy(loadThemeMenu);

function TriggerButton(props: ComponentProps<typeof Button>) {
  const { resolvedTheme } = useTheme();
  const Icon = resolvedTheme === 'dark' ? Moon : Sun;
  return (
    <Button variant="ghost" size="icon" aria-label="Toggle theme" aria-haspopup="menu" {...props}>
      <Icon aria-hidden="true" />
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
