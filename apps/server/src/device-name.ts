/*
 * "Chrome on macOS" from a User-Agent, for the list of signed-in devices. A label for a person to
 * recognise their devices by, not a security signal: the header is the client's to choose.
 */

// NOTE: order matters. Edge, Opera and Samsung Internet also say "Chrome", Chrome also says
// "Safari", and iOS browsers each use their own token for the WebKit engine they all share.
const BROWSERS: ReadonlyArray<readonly [RegExp, string]> = [
  [/\b(Edg|EdgA|EdgiOS)\//, 'Edge'],
  [/\b(OPR|OPiOS)\/|\bOpera\b/, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\b(Firefox|FxiOS)\//, 'Firefox'],
  [/\b(Chrome|CriOS|Chromium)\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*\bSafari\//, 'Safari'],
];

// NOTE: Android before Linux (its agent says both), iOS before macOS ("like Mac OS X").
const SYSTEMS: ReadonlyArray<readonly [RegExp, string]> = [
  [/\b(iPhone|iPad|iPod)\b/, 'iOS'],
  [/\bAndroid\b/, 'Android'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bWindows\b/, 'Windows'],
  [/\b(Macintosh|Mac OS X)\b/, 'macOS'],
  [/\bLinux\b/, 'Linux'],
];

/** Agents are short; a longer header is cut before any pattern runs over it. */
const MAX_AGENT_LENGTH = 512;
export const UNKNOWN_DEVICE = 'Unknown device';

const firstMatch = (agent: string, table: ReadonlyArray<readonly [RegExp, string]>) =>
  table.find(([pattern]) => pattern.test(agent))?.[1];

export function describeDevice(userAgent: string | undefined): string {
  const agent = (userAgent ?? '').slice(0, MAX_AGENT_LENGTH);
  const browser = firstMatch(agent, BROWSERS);
  const system = firstMatch(agent, SYSTEMS);
  if (browser && system) return `${browser} on ${system}`;
  return browser ?? (system ? `Browser on ${system}` : UNKNOWN_DEVICE);
}
