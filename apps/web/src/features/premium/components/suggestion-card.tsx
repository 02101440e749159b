import type { Suggestion } from '@streakwise/shared';
import { Check, Clock, Gauge, Lightbulb, Plus } from 'lucide-react';
import { useId } from 'react';
import { Button } from '../../../components/button';
import { HabitIcon } from '../../../components/habit-icon';
import { PREMIUM_SPEC_TEXTS, PREMIUM_TEXTS } from '../premium-texts';

const DIFFICULTY_TONES = {
  easy: 'bg-emerald-50 text-emerald-700 ring-emerald-200',
  medium: 'bg-amber-50 text-amber-800 ring-amber-200',
  hard: 'bg-rose-50 text-rose-700 ring-rose-200',
} as const;

interface SuggestionCardProps {
  suggestion: Suggestion;
  isAdded: boolean;
  isAdding: boolean;
  onAdd: (suggestion: Suggestion) => void;
}

export function SuggestionCard({ suggestion, isAdded, isAdding, onAdd }: SuggestionCardProps) {
  const headingId = useId();
  const { difficulty } = suggestion;
  return (
    <article
      aria-labelledby={headingId}
      className="flex h-full flex-col rounded-2xl border border-slate-200/80 bg-white p-5 shadow-sm shadow-slate-200/60"
    >
      <div className="flex items-start gap-3">
        <span
          aria-hidden="true"
          className="flex size-12 shrink-0 items-center justify-center rounded-xl"
          style={{ backgroundColor: `${suggestion.color}1f`, color: suggestion.color }}
        >
          <HabitIcon icon={suggestion.icon} className="size-6" />
        </span>
        <div className="min-w-0 flex-1">
          <h3 id={headingId} className="font-semibold text-slate-900">
            {suggestion.title}
          </h3>
          <p className="mt-0.5 text-xs font-medium text-slate-500">
            {PREMIUM_TEXTS.categoryNames[suggestion.category]}
          </p>
        </div>
      </div>
      <p className="mt-3 text-sm text-slate-600">{suggestion.description}</p>

      <dl className="mt-4 flex flex-wrap gap-2 text-xs font-semibold">
        <div
          className={`inline-flex items-center gap-1 rounded-full px-2.5 py-1 ring-1 ring-inset ${DIFFICULTY_TONES[difficulty]}`}
        >
          <dt>
            <Gauge aria-hidden="true" className="size-3.5" />
            <span className="sr-only">{PREMIUM_TEXTS.difficulty}</span>
          </dt>
          <dd>{PREMIUM_TEXTS.difficultyNames[difficulty]}</dd>
        </div>
        <div className="inline-flex items-center gap-1 rounded-full bg-slate-100 px-2.5 py-1 text-slate-700">
          <dt>
            <Clock aria-hidden="true" className="size-3.5" />
            <span className="sr-only">{PREMIUM_TEXTS.estimatedTime}</span>
          </dt>
          <dd>{suggestion.estimatedTime}</dd>
        </div>
      </dl>

      <div className="mt-4 rounded-xl bg-indigo-50/70 p-3 text-sm">
        <p className="flex items-center gap-1.5 font-semibold text-indigo-900">
          <Lightbulb aria-hidden="true" className="size-4" />
          {PREMIUM_SPEC_TEXTS.whyThis}
        </p>
        <p className="mt-1 text-indigo-900/80">{suggestion.aiReasoning}</p>
      </div>

      <h4 className="mt-4 text-sm font-semibold text-slate-900">{PREMIUM_TEXTS.benefits}</h4>
      <ul className="mt-2 space-y-1.5 text-sm text-slate-600">
        {suggestion.benefits.map((benefit) => (
          <li key={benefit} className="flex gap-2">
            <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-emerald-600" />
            {benefit}
          </li>
        ))}
      </ul>

      <div className="mt-auto pt-5">
        {isAdded ? (
          <p
            role="status"
            className="flex items-center justify-center gap-2 rounded-lg bg-emerald-50 px-4 py-2.5 text-sm font-semibold text-emerald-700"
          >
            <Check aria-hidden="true" className="size-4" />
            {PREMIUM_SPEC_TEXTS.added}
          </p>
        ) : (
          <Button
            fullWidth
            isLoading={isAdding}
            onClick={() => onAdd(suggestion)}
            aria-describedby={headingId}
          >
            {!isAdding && <Plus aria-hidden="true" className="size-4" />}
            {PREMIUM_SPEC_TEXTS.addThisHabit}
          </Button>
        )}
      </div>
    </article>
  );
}
