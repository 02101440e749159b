import { ACCENTS, THEMES, type Accent, type Theme, type User } from '@streakwise/shared';
import { Lock, Monitor, Moon, Palette, Sparkles, Sun, type LucideIcon } from 'lucide-react';
import { useRef, useState } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/button-styles';
import { applyTheme, storeTheme } from '../../../theme/theme-storage';
import { useSaveMe } from '../hooks/use-save-me';
import { THEME_TEXTS as T } from '../theme-texts';
import { SettingsCard } from './settings-card';

type AppearanceUser = Pick<User, 'theme' | 'accent' | 'subscription'>;

const THEME_ICONS: Record<Theme, LucideIcon> = { system: Monitor, light: Sun, dark: Moon };

// NOTE: literal colours, not classes: an accent remaps the brand's classes, and each swatch must
// show its own palette whichever one is on (src/theme/theme-accents.css).
const SWATCHES: Record<Accent | 'default', string> = {
  default: 'linear-gradient(135deg, #4f46e5, #7c3aed)',
  ocean: 'linear-gradient(135deg, #2563eb, #0369a1)',
  forest: 'linear-gradient(135deg, #047857, #0f766e)',
  sunset: 'linear-gradient(135deg, #c2410c, #e11d48)',
  grape: 'linear-gradient(135deg, #9333ea, #a21caf)',
};

const optionClasses =
  'flex cursor-pointer items-center gap-3 rounded-xl border border-slate-200 bg-white p-3 text-sm transition hover:border-indigo-300 has-checked:border-indigo-600 has-checked:bg-indigo-50 has-checked:ring-1 has-checked:ring-indigo-600 has-focus-visible:ring-2 has-focus-visible:ring-indigo-500 has-disabled:cursor-not-allowed has-disabled:opacity-60';

/** Light, dark or the device's setting for everyone; a colour theme on Premium (decision 028). */
export function AppearanceSection({ user }: { user: AppearanceUser }) {
  const premium = user.subscription.type === 'premium';
  const { save } = useSaveMe('settings-appearance');
  const [theme, setTheme] = useState<Theme>(user.theme);
  const [accent, setAccent] = useState<Accent | null>(user.accent);
  // NOTE: one save at a time, in order: arrow keys choose as they move, and a reply overtaking
  // a later one would put the account's store, and so the page, back on an older choice.
  const queue = useRef<Promise<unknown>>(Promise.resolve());

  // The page changes at once; a refused save puts back what the account still says.
  const choose = async (next: { theme: Theme; accent: Accent | null }, saved: string) => {
    setTheme(next.theme);
    setAccent(next.accent);
    storeTheme(next.theme, next.accent);
    const body = next.theme === theme ? { accent: next.accent } : { theme: next.theme };
    const saving = queue.current.then(() => save(body, saved));
    queue.current = saving;
    if (!(await saving)) {
      setTheme(user.theme);
      setAccent(user.accent);
      applyTheme(user.theme, user.accent);
    }
  };

  return (
    <SettingsCard id="appearance" icon={Palette} title={T.heading} description={T.description}>
      <fieldset>
        <legend className="mb-2 text-sm font-semibold text-slate-900">{T.themeLegend}</legend>
        <div className="grid gap-3 sm:grid-cols-3">
          {THEMES.map((value) => {
            const Icon = THEME_ICONS[value];
            return (
              <label key={value} className={optionClasses}>
                <input
                  type="radio"
                  name="theme"
                  value={value}
                  checked={theme === value}
                  onChange={() => void choose({ theme: value, accent }, T.themeSaved)}
                  className="sr-only"
                />
                <Icon aria-hidden="true" className="size-5 shrink-0 text-indigo-600" />
                <span className="min-w-0">
                  <span className="block font-semibold text-slate-900">
                    {T.themes[value].label}
                  </span>
                  <span className="block text-slate-600">{T.themes[value].hint}</span>
                </span>
              </label>
            );
          })}
        </div>
      </fieldset>

      <fieldset disabled={!premium} className="mt-6 border-t border-slate-100 pt-5">
        <legend className="float-left mb-2 flex w-full items-center gap-2 text-sm font-semibold text-slate-900">
          {T.accentLegend}
          <span className="rounded-full bg-indigo-50 px-2 py-0.5 text-xs font-semibold text-indigo-700 ring-1 ring-indigo-200 ring-inset">
            {T.premiumBadge}
          </span>
        </legend>
        {!premium && (
          <div className="mb-4 flex clear-both flex-col gap-3 rounded-xl border border-indigo-200 bg-indigo-50 p-4 sm:flex-row sm:items-center">
            <p className="flex min-w-0 flex-1 items-start gap-2 text-sm text-indigo-900">
              <Lock aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              {T.lockNote}
            </p>
            <Link to="/premium" className={`${buttonClasses('primary', 'sm')} shrink-0`}>
              <Sparkles aria-hidden="true" className="size-4" />
              {T.seePremium}
            </Link>
          </div>
        )}
        <div className="clear-both grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
          {([null, ...ACCENTS] as const).map((value) => (
            <label key={value ?? 'default'} className={optionClasses}>
              <input
                type="radio"
                name="accent"
                value={value ?? 'default'}
                checked={accent === value}
                disabled={!premium}
                onChange={() => void choose({ theme, accent: value }, T.accentSaved)}
                className="sr-only"
              />
              <span
                aria-hidden="true"
                className="size-6 shrink-0 rounded-full ring-1 ring-slate-200"
                style={{ background: SWATCHES[value ?? 'default'] }}
              />
              <span className="font-semibold text-slate-900">
                {value ? T.accents[value] : T.defaultAccent}
              </span>
            </label>
          ))}
        </div>
      </fieldset>
    </SettingsCard>
  );
}
