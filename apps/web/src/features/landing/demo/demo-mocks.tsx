import type { HabitCategory } from '@streakwise/shared';
import { Bot, Check, Download, Flame, Gift, Plus, Target, Trophy } from 'lucide-react';

/** Illustrative mock screens for the demo, drawn with Tailwind only (no images). */

const frame = 'rounded-xl border border-slate-200 bg-white p-4 shadow-sm';

const HABITS = [
  { name: 'Morning run', done: 1, target: 1, streak: 12, colour: 'bg-emerald-500' },
  { name: 'Read 20 pages', done: 1, target: 2, streak: 5, colour: 'bg-indigo-500' },
  { name: 'Drink water', done: 6, target: 8, streak: 31, colour: 'bg-sky-500' },
];

export function DashboardMock() {
  return (
    <div className={frame}>
      <div className="grid grid-cols-3 gap-2 text-center">
        {[
          { icon: Trophy, value: '1,240', label: 'Points' },
          { icon: Flame, value: '31', label: 'Best streak' },
          { icon: Target, value: '8', label: 'Badges' },
        ].map(({ icon: Icon, value, label }) => (
          <div key={label} className="rounded-lg bg-indigo-50 px-2 py-3">
            <Icon aria-hidden="true" className="mx-auto size-4 text-indigo-600" />
            <p className="mt-1 font-bold text-slate-900">{value}</p>
            <p className="text-xs text-slate-600">{label}</p>
          </div>
        ))}
      </div>
      <ul className="mt-4 space-y-3">
        {HABITS.map((habit) => (
          <li key={habit.name} className="text-sm">
            <div className="flex items-center justify-between gap-2">
              <span className="flex items-center gap-2 font-medium text-slate-800">
                <span className={`size-2.5 rounded-full ${habit.colour}`} />
                {habit.name}
              </span>
              <span className="flex items-center gap-1 text-xs text-orange-700">
                <Flame aria-hidden="true" className="size-3.5" />
                {habit.streak}
              </span>
            </div>
            <div className="mt-1.5 h-2 rounded-full bg-slate-100">
              <div
                className={`h-2 rounded-full ${habit.colour}`}
                style={{ width: `${(habit.done / habit.target) * 100}%` }}
              />
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Typed, so the demo can only show a category the app really offers. */
const DEMO_CATEGORY: HabitCategory = 'Health';

export function HabitCreationMock() {
  const colours = ['bg-indigo-500', 'bg-emerald-500', 'bg-amber-500', 'bg-rose-500', 'bg-sky-500'];
  return (
    <div className={`${frame} space-y-3 text-sm`}>
      <div>
        <p className="font-medium text-slate-700">Habit name</p>
        <p className="mt-1 rounded-lg border border-indigo-400 px-3 py-2 text-slate-900 ring-2 ring-indigo-100">
          Meditate for 10 minutes
        </p>
      </div>
      <div className="grid grid-cols-2 gap-3">
        <div>
          <p className="font-medium text-slate-700">Daily target</p>
          <p className="mt-1 rounded-lg border border-slate-300 px-3 py-2 text-slate-900">1</p>
        </div>
        <div>
          <p className="font-medium text-slate-700">Category</p>
          <p className="mt-1 rounded-lg border border-slate-300 px-3 py-2 text-slate-900">
            {DEMO_CATEGORY}
          </p>
        </div>
      </div>
      <div className="flex items-center gap-2">
        {colours.map((colour, i) => (
          <span
            key={colour}
            className={`size-6 rounded-full ${colour} ${i === 0 ? 'ring-2 ring-indigo-300 ring-offset-2' : ''}`}
          />
        ))}
      </div>
      <p className="flex items-center justify-center gap-2 rounded-lg bg-gradient-to-r from-indigo-600 to-violet-600 py-2 font-semibold text-white">
        <Plus aria-hidden="true" className="size-4" />
        Create habit
      </p>
    </div>
  );
}

export function ProgressMock() {
  return (
    <div className={`${frame} text-sm`}>
      <div className="flex items-center justify-between">
        <span className="font-medium text-slate-800">Drink water</span>
        <span className="text-slate-500">7 / 8 glasses</span>
      </div>
      <div className="mt-2 h-3 rounded-full bg-slate-100">
        <div className="h-3 w-[87%] rounded-full bg-gradient-to-r from-sky-400 to-indigo-500" />
      </div>
      <div className="mt-4 flex items-center gap-3">
        <span className="flex size-10 items-center justify-center rounded-full bg-emerald-500 text-white">
          <Check aria-hidden="true" className="size-5" />
        </span>
        <div>
          <p className="font-semibold text-slate-900">Checked in!</p>
          <p className="text-emerald-700">+20 points · 2× streak bonus</p>
        </div>
      </div>
      <p className="mt-4 flex items-center gap-2 rounded-lg bg-orange-50 px-3 py-2 font-medium text-orange-700">
        <Flame aria-hidden="true" className="size-4" />
        31-day streak. Keep it going!
      </p>
    </div>
  );
}

const BARS = [60, 80, 45, 90, 100, 70, 85];
const DAYS = ['M', 'T', 'W', 'T', 'F', 'S', 'S'];
const HEAT = [0, 2, 3, 1, 3, 2, 0, 3, 3, 2, 1, 3, 3, 2, 1, 2, 3, 3, 0, 2, 3, 3, 3, 1, 2, 3, 2, 3];
const HEAT_COLOURS = ['bg-slate-100', 'bg-indigo-200', 'bg-indigo-400', 'bg-indigo-600'];

export function AnalyticsMock() {
  return (
    <div className={`${frame} grid gap-4 text-sm sm:grid-cols-2`}>
      <div>
        <p className="font-medium text-slate-700">This week</p>
        <div className="mt-2 flex h-24 items-end gap-1.5">
          {BARS.map((height, i) => (
            <div key={i} className="flex h-full flex-1 flex-col items-center justify-end gap-1">
              <div
                className="w-full rounded-t bg-gradient-to-t from-indigo-500 to-violet-400"
                style={{ height: `${height}%` }}
              />
              <span className="text-[10px] text-slate-500">{DAYS[i]}</span>
            </div>
          ))}
        </div>
      </div>
      <div>
        <div className="flex items-baseline justify-between">
          <p className="font-medium text-slate-700">Last 4 weeks</p>
          <p className="text-xs text-slate-500">87% complete</p>
        </div>
        <div className="mt-2 grid max-w-60 grid-cols-7 gap-1">
          {HEAT.map((level, i) => (
            <span key={i} className={`aspect-square rounded-sm ${HEAT_COLOURS[level]}`} />
          ))}
        </div>
      </div>
    </div>
  );
}

export function PremiumMock() {
  return (
    <div className={`${frame} space-y-3 text-sm`}>
      <div className="flex gap-3 rounded-lg bg-violet-50 p-3">
        <Bot aria-hidden="true" className="size-5 shrink-0 text-violet-600" />
        <p className="text-slate-700">
          <span className="font-semibold text-slate-900">AI coach:</span> You read most on Sundays.
          Try a 10-minute session on Wednesday evenings too.
        </p>
      </div>
      <div>
        <div className="flex justify-between text-slate-700">
          <span className="font-medium">Goal: run 100 km by June</span>
          <span>64%</span>
        </div>
        <div className="mt-1.5 h-2 rounded-full bg-slate-100">
          <div className="h-2 w-[64%] rounded-full bg-gradient-to-r from-violet-500 to-fuchsia-500" />
        </div>
      </div>
      <div className="flex flex-wrap gap-2">
        {['PDF', 'CSV', 'XML'].map((format) => (
          <span
            key={format}
            className="inline-flex items-center gap-1 rounded-md border border-slate-200 px-2 py-1 text-xs font-medium text-slate-700"
          >
            <Download aria-hidden="true" className="size-3.5" />
            {format}
          </span>
        ))}
      </div>
      <p className="flex items-center gap-2 rounded-lg bg-gradient-to-r from-amber-400 to-orange-500 px-3 py-2 font-semibold text-white">
        <Gift aria-hidden="true" className="size-4 shrink-0" />
        First 100 users: Premium free for 1 month
      </p>
    </div>
  );
}
