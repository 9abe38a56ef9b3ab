import type { ComponentProps } from 'react';
import { cn } from '../../lib/utils';

// Shared with NativeSelect; aria-invalid turns the border red for errored fields.
export const controlClasses =
  'flex h-10 w-full min-w-0 rounded-md border border-input bg-background px-3 py-2 text-base text-foreground placeholder:text-muted-foreground disabled:cursor-not-allowed disabled:opacity-60 aria-[invalid=true]:border-destructive sm:text-sm';

export function Input({ className, type = 'text', ...props }: ComponentProps<'input'>) {
  return <input type={type} className={cn(controlClasses, className)} {...props} />;
}
