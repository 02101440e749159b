import { FORM_MIN_FILL_MS } from '@streakwise/shared';
import { useState } from 'react';

/** When the form was first shown; the server asks a form sent too fast to send again. */
export function useFormStartTime(): number {
  const [startedAt] = useState(() => Date.now());
  return startedAt;
}

/** The moment the form is sent, on the same (browser) clock as the start: the server compares the two. */
export function formSentAt(): number {
  return Date.now();
}

/**
 * Resolves once the form has been shown for FORM_MIN_FILL_MS: a person whose password manager
 * filled the form and who pressed Enter at once is sent a moment later instead of being refused
 * (docs/decisions/033-too-fast-forms.md). The button shows it is working meanwhile.
 */
export function waitOutMinimumFill(startedAt: number): Promise<void> {
  const left = FORM_MIN_FILL_MS - (Date.now() - startedAt);
  return left > 0 ? new Promise((resolve) => setTimeout(resolve, left)) : Promise.resolve();
}
