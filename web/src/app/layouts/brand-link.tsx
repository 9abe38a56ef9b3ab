import { PRODUCT_NAME } from '@futurefund/core';
import { Link } from 'react-router';
import { paths } from '../../lib/paths';
import { cn } from '../../lib/utils';

/**
 * Logo (40x40, product §2) plus product name, linking to the dashboard for members and home for
 * visitors. The name stays in the accessibility tree even where it is visually hidden.
 */
export function BrandLink({ isSignedIn, compact = false }: { isSignedIn: boolean; compact?: boolean }) {
  return (
    <Link to={paths.brandHome(isSignedIn)} className="flex items-center gap-2 rounded-md">
      <img src="/logo.svg" alt="" width={40} height={40} className="size-10" />
      <span className={cn('text-lg font-bold tracking-tight', compact && 'sr-only min-[400px]:not-sr-only')}>
        {PRODUCT_NAME}
      </span>
    </Link>
  );
}
