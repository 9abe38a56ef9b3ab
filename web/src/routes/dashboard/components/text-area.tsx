import type { ComponentProps } from 'react';
import { controlClasses } from '../../../components/ui/input';
import { cn } from '../../../lib/utils';

/** A multi-line field styled like the shared Input (there is no shared textarea yet). */
export function TextArea({ className, ...props }: ComponentProps<'textarea'>) {
  return <textarea className={cn(controlClasses, 'h-auto min-h-24 resize-y', className)} {...props} />;
}

/** "12 / 500 characters", for the hint under a field with a maximum length. */
export const charactersUsed = (text: string, max: number) => `${text.length} / ${max} characters`;
