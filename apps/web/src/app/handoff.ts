/**
 * The landing page runs without the router until a link is followed; then the full app mounts in
 * its place at the same address and follows the link itself. What the person was on carries over.
 */
export interface Handoff {
  /** Where the followed link points. */
  to: string;
  /** Which link or button had focus, by position: the app renders the same page at first. */
  focus: number;
}

const CONTROLS = 'a[href], button';

export function focusedControl(): number {
  const active = document.activeElement;
  return Array.from(document.querySelectorAll(CONTROLS)).findIndex((control) => control === active);
}

export function refocusControl(index: number): void {
  if (index < 0) return;
  document.querySelectorAll<HTMLElement>(CONTROLS)[index]?.focus({ preventScroll: true });
}
