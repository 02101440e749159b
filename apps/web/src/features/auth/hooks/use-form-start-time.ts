import { useState } from 'react';

/** When the form was first shown; the server treats very fast submissions as bots. */
export function useFormStartTime(): number {
  const [startedAt] = useState(() => Date.now());
  return startedAt;
}

/** The moment the form is sent, on the same (browser) clock as the start: the server compares the two. */
export function formSentAt(): number {
  return Date.now();
}
