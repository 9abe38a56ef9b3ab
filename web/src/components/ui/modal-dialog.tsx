import { X } from 'lucide-react';
import { useCallback, useEffect, useId, useRef, type ReactNode, type RefObject } from 'react';
import { Button } from './button';
import { cn } from '../../lib/utils';

/**
 * Shows a native <dialog> as a modal once mounted, focusing its [data-autofocus] element if any
 * (else the browser's choice: the first focusable). Closing goes through `close()` (or Escape), so
 * the dialog's close event fires and the browser puts focus back where it was.
 */
export function useModal() {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    // StrictMode runs this twice; a second showModal() on an open dialog would throw.
    const dialog = ref.current;
    if (!dialog || dialog.open) return;
    dialog.showModal();
    // The field the dialog is about gets focus first (React's autoFocus runs before showModal).
    dialog.querySelector<HTMLElement>('[data-autofocus]')?.focus();
  }, []);
  const close = useCallback(() => ref.current?.close(), []);
  return { ref, close };
}

type ModalDialogProps = {
  /** From useModal(): the dialog element's ref and the function that closes it. */
  dialogRef: RefObject<HTMLDialogElement | null>;
  close: () => void;
  title: string;
  description?: ReactNode;
  /** Called once the dialog has closed; the caller stops rendering it then. */
  onClose: () => void;
  children: ReactNode;
  className?: string;
};

/**
 * A modal native <dialog> (the upgrade offer, the tracker's edit dialogs): showModal() makes the
 * page behind inert, Escape closes it, it is named by its heading and has a Close button.
 */
export function ModalDialog({
  dialogRef,
  close,
  title,
  description,
  onClose,
  children,
  className,
}: ModalDialogProps) {
  const titleId = useId();
  const descriptionId = useId();
  return (
    <dialog
      ref={dialogRef}
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      onClose={onClose}
      className={cn(
        'm-auto max-h-[calc(100%-2rem)] w-[calc(100%-2rem)] max-w-md overflow-y-auto rounded-lg border bg-background text-foreground shadow-xl backdrop:bg-black/60',
        className,
      )}
    >
      <div className="relative grid gap-4 p-5 sm:p-6">
        <Button
          variant="ghost"
          size="icon"
          aria-label="Close"
          onClick={close}
          className="absolute top-2 right-2"
        >
          <X aria-hidden="true" />
        </Button>
        <h2 id={titleId} className="pr-10 text-lg font-semibold break-words">
          {title}
        </h2>
        {description ? (
          <div id={descriptionId} className="-mt-2 text-sm text-muted-foreground">
            {description}
          </div>
        ) : null}
        {children}
      </div>
    </dialog>
  );
}
