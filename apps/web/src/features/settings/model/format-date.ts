/** A moment as a date and time in the person's zone, e.g. "3 Mar 2026, 14:05". */
export function formatDateTime(instant: string, timeZone: string): string {
  const date = new Date(instant);
  const options: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' };
  try {
    return new Intl.DateTimeFormat('en-GB', { ...options, timeZone }).format(date);
  } catch {
    // An unknown zone name: the browser's own zone still gives a sensible answer.
    return new Intl.DateTimeFormat('en-GB', options).format(date);
  }
}
