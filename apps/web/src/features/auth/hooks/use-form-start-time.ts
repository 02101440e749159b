import { useState } from 'react';

/** When the form was first shown; the server treats very fast submissions as bots. */
export function useFormStartTime(): number {
  const [startedAt] = useState(() => Date.now());
  return startedAt;
}
