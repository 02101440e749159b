import {
  HABIT_DESCRIPTION_MAX_LENGTH,
  HABIT_NAME_MAX_LENGTH,
  HABIT_NAME_MIN_LENGTH,
} from '@streakwise/shared';

/*
 * A Habitica task's `text` becomes a habit name and its `notes` the description. Both are in the
 * person's language and may hold any Unicode, emoji included; Habitica renders them as markdown.
 * Names lose the simplest markers (bold and italic, a heading's #, a link or image kept as its
 * text) so that "**Read** 📚" comes in as "Read 📚"; a description keeps its text as written.
 */

/** The text cut to at most `max` UTF-16 units (the limits' unit) without splitting a character. */
export function cutTo(text: string, max: number): string {
  if (text.length <= max) return text;
  let out = '';
  for (const ch of text) {
    if (out.length + ch.length > max) break;
    out += ch;
  }
  return out.trimEnd();
}

export function stripMarkdown(text: string): string {
  return text
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\*\*|__|~~/g, '')
    .replace(/(^|[\s(])[*_](?=\S)(.*?\S)[*_](?=$|[\s).,!?:;])/gu, '$1$2')
    .replace(/^\s*#{1,6}\s+/, '')
    .replace(/`/g, '');
}

/** Gives each habit a name: cleaned, cut to the limit, and made unique ("Read (2)"). */
export class HabitNames {
  private readonly taken = new Set<string>();

  constructor(private readonly warnings: string[]) {}

  name(text: unknown, fallback: string): string {
    const raw = typeof text === 'string' ? text : '';
    let name = stripMarkdown(raw.normalize('NFC')).replace(/\s+/g, ' ').trim();
    if (name.length < HABIT_NAME_MIN_LENGTH) {
      this.warnings.push(
        `A task named "${raw.trim()}" is too short for a habit name; it comes in as "${fallback}".`,
      );
      name = fallback;
    } else if (name.length > HABIT_NAME_MAX_LENGTH) {
      name = cutTo(name, HABIT_NAME_MAX_LENGTH);
      this.warnings.push(
        `The habit name "${name}…" was cut to ${HABIT_NAME_MAX_LENGTH} characters.`,
      );
    }
    let unique = name;
    for (let n = 2; this.taken.has(unique.toLowerCase()); n += 1) {
      const suffix = ` (${n})`;
      unique = `${cutTo(name, HABIT_NAME_MAX_LENGTH - suffix.length)}${suffix}`;
    }
    if (unique !== name) {
      this.warnings.push(`Two tasks are named "${name}": the later one comes in as "${unique}".`);
    }
    this.taken.add(unique.toLowerCase());
    return unique;
  }

  /** The notes as a description (undefined when empty), cut to the limit with a warning. */
  description(notes: unknown, habit: string): string | undefined {
    if (typeof notes !== 'string') return undefined;
    const text = notes.normalize('NFC').trim();
    if (text === '') return undefined;
    if (text.length <= HABIT_DESCRIPTION_MAX_LENGTH) return text;
    this.warnings.push(
      `The notes of "${habit}" were cut to ${HABIT_DESCRIPTION_MAX_LENGTH} characters for its description.`,
    );
    return cutTo(text, HABIT_DESCRIPTION_MAX_LENGTH);
  }
}
