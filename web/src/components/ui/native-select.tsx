import type { ComponentProps } from 'react';
import { cn } from '../../lib/utils';
import { controlClasses } from './input';

/** A native select: the platform's own keyboard and screen-reader behaviour, on every device. */
export function NativeSelect({ className, ...props }: ComponentProps<'select'>) {
  return <select className={cn(controlClasses, 'pr-8', className)} {...props} />;
}
