/** The browser's own IANA zone, or null when it cannot say. */
export function browserTimeZone(): string | null {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || null;
  } catch {
    return null;
  }
}

function supportedZones(): string[] {
  try {
    return Intl.supportedValuesOf('timeZone');
  } catch {
    return [];
  }
}

/**
 * Every zone the browser knows, plus the ones that must be choosable whatever it lists: UTC
 * (missing from some engines' lists), the account's stored zone and the browser's own.
 */
export function timeZoneOptions(...extra: Array<string | null>): string[] {
  const zones = new Set(supportedZones());
  for (const zone of ['UTC', ...extra]) if (zone) zones.add(zone);
  return [...zones].sort((a, b) => a.localeCompare(b));
}

/** "America/Argentina/Buenos_Aires" -> "america argentina buenos aires". */
function searchable(text: string): string {
  return text
    .toLowerCase()
    .replace(/[/_-]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * The zones matching what was typed: "new york", "New_York" and "york" all find
 * America/New_York. Zones where a part of the name starts with the text come first.
 */
export function filterTimeZones(zones: readonly string[], query: string): string[] {
  const needle = searchable(query);
  if (!needle) return [...zones];
  const starts: string[] = [];
  const contains: string[] = [];
  for (const zone of zones) {
    const hay = searchable(zone);
    if (hay.startsWith(needle) || hay.includes(` ${needle}`)) starts.push(zone);
    else if (hay.includes(needle)) contains.push(zone);
  }
  return [...starts, ...contains];
}
