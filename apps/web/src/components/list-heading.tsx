import type { ReactNode, Ref } from 'react';

/**
 * A settings list's small heading. It can take the focus, so a dialog that removed the last
 * item hands the focus back here (the dialog's fallbackFocus).
 */
export function ListHeading({
  ref,
  children,
}: {
  ref: Ref<HTMLHeadingElement>;
  children: ReactNode;
}) {
  return (
    <h3
      ref={ref}
      tabIndex={-1}
      className="mb-1 text-sm font-medium text-slate-600 focus:outline-none"
    >
      {children}
    </h3>
  );
}
