import { X } from 'lucide-react';
import { useEffect, useId, useRef, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { useFocusTrap } from './use-focus-trap';

const widths = { sm: 'sm:max-w-md', md: 'sm:max-w-lg', lg: 'sm:max-w-2xl' } as const;

interface ModalProps {
  open: boolean;
  onClose: () => void;
  title: string;
  /** A line under the title; also announced as the dialog's description. */
  description?: ReactNode;
  children?: ReactNode;
  /** Buttons pinned under the content. */
  footer?: ReactNode;
  /** 'alertdialog' for confirmations that interrupt the person. */
  role?: 'dialog' | 'alertdialog';
  size?: keyof typeof widths;
  /** Where focus goes on open; defaults to the first field or button. */
  initialFocus?: RefObject<HTMLElement | null>;
  /** Where focus goes on close if the element that opened the modal no longer exists. */
  fallbackFocus?: RefObject<HTMLElement | null>;
  /** Set while a request runs so a stray Escape or backdrop click cannot drop it. */
  preventClose?: boolean;
  closeLabel?: string;
}

/**
 * A modal dialog: labelled by its title, focus kept inside, Escape and the backdrop close it,
 * and focus returns to the element that opened it.
 */
export function Modal({
  open,
  onClose,
  title,
  description,
  children,
  footer,
  role = 'dialog',
  size = 'md',
  initialFocus,
  fallbackFocus,
  preventClose = false,
  closeLabel = 'Close',
}: ModalProps) {
  const panelRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const descriptionId = useId();
  const requestClose = () => {
    if (!preventClose) onClose();
  };
  useFocusTrap(open, panelRef, requestClose, initialFocus, fallbackFocus);

  useEffect(() => {
    if (!open) return;
    const previous = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = previous;
    };
  }, [open]);

  if (!open) return null;
  return createPortal(
    <div className="fixed inset-0 z-50 flex items-end justify-center p-0 sm:items-center sm:p-4">
      <div
        aria-hidden="true"
        className="absolute inset-0 bg-slate-900/50 backdrop-blur-[2px] dark:bg-black/70"
        onClick={requestClose}
      />
      <div
        ref={panelRef}
        role={role}
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={description ? descriptionId : undefined}
        tabIndex={-1}
        className={`relative flex max-h-[92dvh] w-full flex-col rounded-t-2xl bg-white shadow-2xl shadow-slate-900/20 focus:outline-none sm:rounded-2xl ${widths[size]}`}
      >
        <div className="flex items-start justify-between gap-4 border-b border-slate-100 px-5 py-4 sm:px-6">
          <div className="min-w-0">
            <h2 id={titleId} className="text-lg font-semibold tracking-tight text-slate-900">
              {title}
            </h2>
            {description && (
              <div id={descriptionId} className="mt-1 text-sm text-slate-600">
                {description}
              </div>
            )}
          </div>
          <button
            type="button"
            onClick={requestClose}
            aria-label={closeLabel}
            disabled={preventClose}
            className="-mr-2 rounded-lg p-2 text-slate-500 transition hover:bg-slate-100 hover:text-slate-800 focus-visible:ring-2 focus-visible:ring-indigo-500 focus-visible:outline-none disabled:opacity-50"
          >
            <X aria-hidden="true" className="size-5" />
          </button>
        </div>
        {children != null && <div className="overflow-y-auto px-5 py-5 sm:px-6">{children}</div>}
        {footer && (
          <div className="flex flex-col-reverse gap-2 border-t border-slate-100 px-5 py-4 sm:flex-row sm:justify-end sm:px-6">
            {footer}
          </div>
        )}
      </div>
    </div>,
    document.body,
  );
}
