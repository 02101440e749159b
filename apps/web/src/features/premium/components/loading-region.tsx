import type { ReactNode } from 'react';

/** Skeletons for sighted people, one sentence for screen readers. */
export function LoadingRegion({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div role="status" aria-live="polite">
      <span className="sr-only">{label}</span>
      {children}
    </div>
  );
}
