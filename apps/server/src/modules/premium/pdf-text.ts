import type { Coverage } from './font-coverage.js';

/** Shown where a name has a character the font cannot draw (e.g. Chinese in DejaVu Sans). */
export const PLACEHOLDER = '\uFFFD';

/** Emoji the font has no glyph for are left out. */
const EMOJI = /[\p{Extended_Pictographic}\p{Emoji_Component}]/u;
/** Joiners, selectors, skin tones and tags: they belong to the emoji before them. */
const EMOJI_PART = /\u200D|\uFE0E|\uFE0F|\p{Emoji_Modifier}|[\u{E0020}-\u{E007F}]/u;

/**
 * Text the font can draw on one line: line breaks become spaces, emoji the font lacks are left
 * out with their joiners (the habit's colour dot stands for its icon), any other missing character
 * becomes the placeholder, so no empty box or wrong glyph is ever printed.
 */
export function printable(text: string, covers: Coverage): string {
  let out = '';
  let droppedEmoji = false;
  for (const char of text.replace(/\s+/gu, ' ')) {
    const codePoint = char.codePointAt(0) ?? 0;
    if (EMOJI_PART.test(char)) {
      if (!droppedEmoji && covers(codePoint)) out += char;
    } else if (covers(codePoint)) {
      out += char;
      droppedEmoji = false;
    } else {
      droppedEmoji = EMOJI.test(char);
      if (!droppedEmoji) out += PLACEHOLDER;
    }
  }
  return out.replace(/ {2,}/g, ' ').trim();
}
