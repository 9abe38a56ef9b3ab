import type { ComponentProps } from 'react';
import { cn } from '../../lib/utils';
import { controlClasses } from './input';

/** A multi-line field styled like the shared Input. */
export function TextArea({ className, ...props }: ComponentProps<'textarea'>) {
  return <textarea className={cn(controlClasses, 'h-auto min-h-24 resize-y', className)} {...props} />;
}
