import { Check, Circle } from 'lucide-react';

export interface Requirement {
  label: string;
  met: boolean;
}

export function PasswordRequirements({ requirements }: { requirements: Requirement[] }) {
  return (
    <div className="rounded-xl bg-slate-50 p-4">
      <h2 className="mb-2 text-sm font-semibold text-slate-900">Password requirements</h2>
      <ul className="space-y-1.5 text-sm">
        {requirements.map(({ label, met }) => (
          <li
            key={label}
            className={`flex items-center gap-2 ${met ? 'text-emerald-700' : 'text-slate-500'}`}
          >
            {met ? (
              <Check aria-hidden="true" className="size-4 rounded-full bg-emerald-100 p-0.5" />
            ) : (
              <Circle aria-hidden="true" className="size-4" />
            )}
            {label}
            <span className="sr-only">{met ? '(met)' : '(not met yet)'}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
