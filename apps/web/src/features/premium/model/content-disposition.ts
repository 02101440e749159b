// RFC 6266: `filename*` (RFC 5987, percent-encoded UTF-8) wins over the plain `filename`.
const EXTENDED = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/;
const QUOTED = /filename\s*=\s*"((?:[^"\\]|\\.)*)"/;
const BARE = /filename\s*=\s*([^;"\s]+)/;

/** No folders, no control characters: the name is only ever a file name in Downloads. */
function safeName(name: string): string {
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is removed
  return name.replace(/[/\\\u0000-\u001f\u007f]/g, '_').trim();
}

function decode(value: string): string | null {
  try {
    return decodeURIComponent(value);
  } catch {
    return null;
  }
}

/** The file name a `Content-Disposition: attachment` header gives, or the fallback. */
export function fileNameFrom(header: string | null, fallback: string): string {
  if (!header) return fallback;
  const extended = EXTENDED.exec(header)?.[1];
  const quoted = QUOTED.exec(header)?.[1]?.replace(/\\(.)/g, '$1');
  const name = (extended && decode(extended.trim())) || quoted || BARE.exec(header)?.[1];
  const safe = name ? safeName(name) : '';
  return safe || fallback;
}
