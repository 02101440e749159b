import { HABIT_COLORS, HABIT_ICONS, MESSAGES, type CreateHabitForm } from '@streakwise/shared';
import { Sparkles } from 'lucide-react';
import type { UseFormRegister } from 'react-hook-form';
import { Link } from 'react-router';
import { textLinkClasses } from '../../../components/button-styles';
import { HabitIcon } from '../../../components/habit-icon';
import { SPEC_TEXTS } from '../../../lib/texts';
import { COLOR_NAMES, ICON_NAMES } from '../model/picker-names';
import { ChoicePicker } from './choice-picker';

interface CustomizationFieldsProps {
  canCustomize: boolean;
  register: UseFormRegister<CreateHabitForm>;
}

/** Icon and colour pickers for Pro and Premium; a pointer to Pro for everyone else. */
export function CustomizationFields({ canCustomize, register }: CustomizationFieldsProps) {
  if (!canCustomize) {
    return (
      <p className="flex items-start gap-2 rounded-xl bg-indigo-50 p-3 text-sm text-indigo-900">
        <Sparkles aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-indigo-600" />
        <span>
          {MESSAGES.customizationRequiresPlan}.{' '}
          <Link to="/pro" className={textLinkClasses}>
            {SPEC_TEXTS.upgradeToPro}
          </Link>
        </span>
      </p>
    );
  }
  return (
    <div className="space-y-5">
      <ChoicePicker
        legend="Icon"
        choices={HABIT_ICONS}
        nameOf={(icon) => ICON_NAMES[icon]}
        render={(icon) => <HabitIcon icon={icon} className="size-6" />}
        registration={register('icon')}
      />
      <ChoicePicker
        legend="Colour"
        choices={HABIT_COLORS}
        nameOf={(color) => COLOR_NAMES[color]}
        render={(color) => (
          <span className="size-6 rounded-full shadow-inner" style={{ backgroundColor: color }} />
        )}
        registration={register('color')}
      />
    </div>
  );
}
