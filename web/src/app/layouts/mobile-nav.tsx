import { Menu, X } from 'lucide-react';
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { NavLink } from 'react-router';
import { Button } from '../../components/ui/button';
import { cn } from '../../lib/utils';
import { mobileNavItems, visibleNavItems } from './nav-items';

/**
 * Disclosure pattern (button with aria-expanded controlling a list of links) rather than a menu
 * role: these are page links, so normal Tab navigation is what users expect.
 */
export function MobileNav({ isSignedIn }: { isSignedIn: boolean }) {
  const [isOpen, setIsOpen] = useState(false);
  const panelId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);

  function handleKeyDown(event: KeyboardEvent) {
    if (event.key === 'Escape' && isOpen) {
      setIsOpen(false);
      buttonRef.current?.focus();
    }
  }

  return (
    // Escape is handled on the wrapper so it works from the button and from any link in the panel.
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions
    <div className="md:hidden" onKeyDown={handleKeyDown}>
      <Button
        ref={buttonRef}
        variant="ghost"
        size="icon"
        aria-expanded={isOpen}
        aria-controls={panelId}
        aria-label="Menu"
        className="group"
        data-disclosure
        onClick={() => setIsOpen((open) => !open)}
      >
        {/* Both icons, chosen by aria-expanded, so a drawn page's menu (ADR 043) swaps them too. */}
        <Menu aria-hidden="true" className="group-aria-expanded:hidden" />
        <X aria-hidden="true" className="hidden group-aria-expanded:block" />
      </Button>
      <nav
        id={panelId}
        aria-label="Mobile"
        hidden={!isOpen}
        className="absolute inset-x-0 top-full border-b bg-background shadow-md"
      >
        <ul className="mx-auto flex max-w-6xl flex-col px-4 py-2">
          {visibleNavItems(mobileNavItems, isSignedIn).map((item) => (
            <li key={item.to}>
              <NavLink
                to={item.to}
                end
                onClick={() => setIsOpen(false)}
                className={({ isActive }) =>
                  cn(
                    'block rounded-md px-3 py-3 text-base font-medium hover:bg-muted',
                    isActive && 'text-primary',
                  )
                }
              >
                {item.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
