import { ShieldCheck } from 'lucide-react';

const TIPS = [
  'Use a passphrase of several unrelated words; length beats complexity.',
  'Never reuse a password from another site.',
  'A password manager can create and remember strong passwords for you.',
  'Changing your password signs you out on your other devices.',
];

export function SecurityTips() {
  return (
    <aside className="self-start rounded-2xl border border-indigo-100 bg-indigo-50/60 p-6">
      <h2 className="mb-4 flex items-center gap-2 font-semibold text-indigo-900">
        <ShieldCheck aria-hidden="true" className="size-5 text-indigo-600" />
        Security tips
      </h2>
      <ul className="space-y-3 text-sm text-indigo-900/80">
        {TIPS.map((tip) => (
          <li key={tip} className="flex gap-2">
            <span
              aria-hidden="true"
              className="mt-2 size-1.5 shrink-0 rounded-full bg-indigo-400"
            />
            {tip}
          </li>
        ))}
      </ul>
    </aside>
  );
}
