import { paths } from '../../lib/paths';

export type NavItem = { label: string; to: string; membersOnly: boolean };

/** Desktop bar (product §2): About, Dashboard, Opportunities, Profile; member links need a session. */
export const desktopNavItems: NavItem[] = [
  { label: 'About', to: paths.about, membersOnly: false },
  { label: 'Dashboard', to: paths.dashboard, membersOnly: true },
  { label: 'Opportunities', to: paths.opportunities, membersOnly: false },
  { label: 'Profile', to: paths.profile, membersOnly: true },
];

/** Small-screen menu (product §2) adds Home in front. */
export const mobileNavItems: NavItem[] = [
  { label: 'Home', to: paths.home, membersOnly: false },
  ...desktopNavItems,
];

export function visibleNavItems(items: NavItem[], isSignedIn: boolean): NavItem[] {
  return items.filter((item) => isSignedIn || !item.membersOnly);
}
