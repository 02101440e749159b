import { userOn } from '../../../test/habit-fixtures';
import { renderDashboard } from '../../../test/render-dashboard';

export const GOALS = 'GET /api/premium/goals';
export const CREATE = 'POST /api/premium/goals';

/** The dashboard's Goals tab for a Premium member; `setup` adds habits, routes or a user. */
export function openGoals(setup: Parameters<typeof renderDashboard>[0] = {}) {
  return renderDashboard({ user: userOn('premium'), url: '/dashboard?tab=goals', ...setup });
}
