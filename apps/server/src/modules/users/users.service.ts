/*
 * The users module owns the user row: its lock, its lookups, the points total as read, the
 * settings a user edits, and the one shape a user leaves the server in (user-view.ts). Other
 * modules use these; the SQL stays in users.repository.ts, which no other module imports
 * (docs/architecture.md §2). A write that is part of another module's rule stays with that rule:
 * sign-up, verification and passwords in auth, the plan and its expiry in billing, the mail
 * switches in reminders, points moved with their ledger entries in habits and gamification.
 */
export {
  findSignedInUser,
  findUserByEmail,
  findUserById,
  findUserIdByEmail,
  lockUser,
  quitDayPeople,
  setFreezes,
  setMailOrigin,
  setQuitDaysThrough,
  updateSettings,
  userPoints,
  type AccountSettings,
} from './users.repository.js';
export { startQuitDays } from './users.repository.js';
