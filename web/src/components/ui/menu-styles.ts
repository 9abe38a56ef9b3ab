// The look of a dropdown menu, shared by the app's Radix menus and the drawn pages' theme menu
// (web/src/islands, ADR 043), which has no Radix.

export const menuContentClasses =
  'menu-motion z-50 min-w-36 overflow-hidden rounded-md border bg-popover p-1 text-popover-foreground shadow-md';

export const menuItemClasses =
  'relative flex cursor-default select-none items-center gap-2 rounded-sm px-2 py-2 text-sm outline-none data-[disabled]:pointer-events-none data-[highlighted]:bg-muted data-[disabled]:opacity-60 [&_svg]:size-4';
