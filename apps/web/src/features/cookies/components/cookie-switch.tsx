import { LabelledSwitch } from '../../../components/labelled-switch';

interface CookieSwitchProps {
  label: string;
  description: string;
  checked: boolean;
  onChange?: (checked: boolean) => void;
  /** Essential cookies: shown on, cannot be switched. */
  locked?: boolean;
}

/** One cookie category row: essential ones are on and say so. */
export function CookieSwitch({ label, description, checked, onChange, locked }: CookieSwitchProps) {
  return (
    <LabelledSwitch
      label={label}
      description={description}
      checked={checked}
      {...(onChange ? { onChange } : {})}
      disabled={locked ?? false}
      className="py-3"
      badge={
        locked && (
          <span className="ml-2 rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-medium text-emerald-700">
            Always on
          </span>
        )
      }
    />
  );
}
