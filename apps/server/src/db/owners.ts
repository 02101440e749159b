/*
 * Which module owns each table (docs/architecture.md, "Table owners";
 * docs/decisions/046-table-owners.md). The owner's repositories hold the table's SQL; any other
 * module reaches the table through a function of the owner's service. The table's definition sits
 * in db/schema/<owner>.ts. src/module-graph.test.ts fails a non-test file outside db/ that imports
 * a table its module does not own; jobs/, plugins/ and the files at src/ own none.
 */
export const TABLE_OWNERS = {
  users: 'users',
  email_tokens: 'auth',
  sessions: 'auth',
  rotated_refresh_tokens: 'auth',
  habits: 'habits',
  completions: 'habits',
  habit_days: 'habits',
  check_ins: 'habits',
  vacations: 'habits',
  day_protections: 'habits',
  point_entries: 'gamification',
  user_badges: 'gamification',
  weekly_challenges: 'gamification',
  idempotent_replies: 'idempotency',
  orders: 'billing',
  webhook_events: 'billing',
  app_counters: 'billing',
  goals: 'premium',
  categories: 'categories',
  mail_sends: 'reminders',
  habit_reminder_sends: 'reminders',
  mail_outbox: 'mail',
  push_subscriptions: 'push',
  push_outbox: 'push',
  imports: 'imports',
  support_requests: 'support',
} as const satisfies Record<string, string>;

export type TableName = keyof typeof TABLE_OWNERS;
