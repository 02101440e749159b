import type { Insight } from '@streakwise/shared';
import type { LucideIcon } from 'lucide-react';

/** The icon's colours for each tone, in the insights list and the coach's note alike. */
const NOTE_TONES: Record<Insight['type'], string> = {
  success: 'bg-emerald-100 text-emerald-700',
  warning: 'bg-amber-100 text-amber-700',
  info: 'bg-indigo-100 text-indigo-700',
};

interface NoteItemProps {
  icon: LucideIcon;
  tone: Insight['type'];
  title: string;
  text: string;
}

/** One line of advice in a list: a drawn icon in its tone, a title and a sentence. */
export function NoteItem({ icon: Icon, tone, title, text }: NoteItemProps) {
  return (
    <li className="flex gap-3">
      <span
        aria-hidden="true"
        className={`flex size-9 shrink-0 items-center justify-center rounded-xl ${NOTE_TONES[tone]}`}
      >
        <Icon className="size-5" />
      </span>
      <div className="min-w-0">
        <p className="font-semibold text-slate-900">{title}</p>
        <p className="mt-0.5 text-sm text-slate-600">{text}</p>
      </div>
    </li>
  );
}
