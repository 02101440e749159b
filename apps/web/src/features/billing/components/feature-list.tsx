import { Check } from 'lucide-react';

const MARKS = {
  indigo: 'bg-indigo-100 text-indigo-700',
  amber: 'bg-amber-100 text-amber-700',
  slate: 'bg-slate-100 text-slate-600',
} as const;

interface FeatureListProps {
  features: readonly string[];
  tone?: keyof typeof MARKS;
}

export function FeatureList({ features, tone = 'indigo' }: FeatureListProps) {
  const mark = MARKS[tone];
  return (
    <ul className="space-y-2.5">
      {features.map((feature) => (
        <li key={feature} className="flex items-start gap-3 text-sm text-slate-700">
          <span
            className={`mt-0.5 flex size-5 shrink-0 items-center justify-center rounded-full ${mark}`}
          >
            <Check aria-hidden="true" className="size-3.5" strokeWidth={3} />
          </span>
          {feature}
        </li>
      ))}
    </ul>
  );
}
