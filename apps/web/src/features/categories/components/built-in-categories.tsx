import { HABIT_CATEGORIES } from '@streakwise/shared';
import { CATEGORIES_TEXTS as T } from '../categories-texts';

/** The five categories every plan has. */
export function BuiltInCategories() {
  return (
    <div>
      <h3 className="mb-2 text-sm font-medium text-slate-600">{T.builtIn}</h3>
      <ul aria-label={T.builtIn} className="flex flex-wrap gap-2">
        {HABIT_CATEGORIES.map((name) => (
          <li
            key={name}
            className="rounded-full bg-slate-100 px-3 py-1 text-sm font-medium text-slate-700"
          >
            {name}
          </li>
        ))}
      </ul>
    </div>
  );
}
