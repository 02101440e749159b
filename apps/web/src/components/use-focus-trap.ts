import { useEffect, useEffectEvent, type RefObject } from 'react';

const FOCUSABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

/** The elements Tab can reach inside `container`, in order. */
export function focusableIn(container: HTMLElement): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    // An unchecked radio of a group that has a checked one is skipped by Tab.
    (element) =>
      !(element instanceof HTMLInputElement && element.type === 'radio' && !element.checked),
  );
}

/**
 * While `active`: focus moves into the container (to `initialFocus`, else an element marked
 * `data-autofocus`, else the first focusable one),
 * Tab and Shift+Tab cycle inside it, Escape calls `onEscape`, and on deactivation focus goes
 * back to whatever had it before (the opener).
 */
export function useFocusTrap(
  active: boolean,
  containerRef: RefObject<HTMLElement | null>,
  onEscape: () => void,
  initialFocus?: RefObject<HTMLElement | null>,
  /** Where focus goes on close when the opener is gone (e.g. the deleted item's button). */
  fallbackFocus?: RefObject<HTMLElement | null>,
) {
  const escape = useEffectEvent(onEscape);
  // Read when the trap closes, not when it opened: the fallback is whatever is there by then.
  const focusFallback = useEffectEvent(() => fallbackFocus?.current?.focus());

  useEffect(() => {
    const container = containerRef.current;
    if (!active || !container) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const first =
      initialFocus?.current ??
      container.querySelector<HTMLElement>('[data-autofocus]') ??
      focusableIn(container)[0] ??
      container;
    first.focus();

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.stopPropagation();
        escape();
        return;
      }
      if (event.key !== 'Tab') return;
      const items = focusableIn(container);
      const head = items[0];
      const tail = items.at(-1);
      if (!head || !tail) {
        event.preventDefault();
        return;
      }
      if (event.shiftKey && document.activeElement === head) {
        event.preventDefault();
        tail.focus();
      } else if (!event.shiftKey && document.activeElement === tail) {
        event.preventDefault();
        head.focus();
      }
    };
    // Focus that lands outside (a click on the backdrop, a script) is pulled back in.
    const onFocusIn = (event: FocusEvent) => {
      if (event.target instanceof Node && !container.contains(event.target)) {
        (focusableIn(container)[0] ?? container).focus();
      }
    };
    document.addEventListener('keydown', onKeyDown, true);
    document.addEventListener('focusin', onFocusIn);
    return () => {
      document.removeEventListener('keydown', onKeyDown, true);
      document.removeEventListener('focusin', onFocusIn);
      if (opener?.isConnected) opener.focus();
      else focusFallback();
    };
  }, [active, containerRef, initialFocus]);
}
