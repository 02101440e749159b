import { COOKIE_CATEGORIES } from '../model/categories';
import type { CookiePreferences } from '../model/consent-types';
import { CookieSwitch } from './cookie-switch';

interface CookieCategoryListProps {
  preferences: CookiePreferences;
  onChange: (preferences: CookiePreferences) => void;
}

/** Essential (locked on) plus a switch for each optional category. */
export function CookieCategoryList({ preferences, onChange }: CookieCategoryListProps) {
  return (
    <div className="divide-y divide-slate-200">
      {COOKIE_CATEGORIES.map((category) =>
        category.id === 'necessary' ? (
          <CookieSwitch
            key={category.id}
            label={category.label}
            description={category.description}
            checked
            locked
          />
        ) : (
          <CookieSwitch
            key={category.id}
            label={category.label}
            description={category.description}
            checked={preferences[category.id]}
            onChange={(checked) => onChange({ ...preferences, [category.id]: checked })}
          />
        ),
      )}
    </div>
  );
}
