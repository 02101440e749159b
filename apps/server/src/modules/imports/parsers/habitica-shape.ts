import { unreadable } from './parsed.js';

/*
 * Whether a file is Habitica's user-data export at all (habitica.ts), with a sentence for each
 * way it is not: not JSON, cut short, JSON of another shape (a Streakwise export among them).
 */

export type Task = Record<string, unknown>;

export interface TaskLists {
  dailys: Task[];
  habits: Task[];
  /** Only counted: they are not imported. */
  todos: number;
  rewards: number;
}

const HOW = "Habitica's export is the JSON file from Settings → Export data → User data.";

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

function lineOf(text: string, position: number): number {
  return text.slice(0, position).split('\n').length;
}

/** The export's JSON document, or IMPORT_UNREADABLE saying why it is none. */
export function readHabiticaJson(text: string): Record<string, unknown> {
  const body = text.replace(/^\uFEFF/, '');
  const trimmed = body.trim();
  if (trimmed === '') throw unreadable('The file is empty.');
  if (!trimmed.startsWith('{') && !trimmed.startsWith('[')) {
    throw unreadable(`That file is not JSON. ${HOW}`);
  }
  let root: unknown;
  try {
    root = JSON.parse(body);
  } catch (err) {
    if (!(err instanceof SyntaxError)) throw err;
    const at = /position (\d+)/.exec(err.message);
    const position = at ? Number(at[1]) : null;
    const end = body.trimEnd().length;
    if (/end of JSON input|Unterminated/i.test(err.message) || (position ?? 0) >= end - 1) {
      throw unreadable('The JSON file ends in the middle: it looks cut short. Export it again.');
    }
    const where = position === null ? '' : ` at line ${lineOf(body, position)}`;
    throw unreadable(`That file is not valid JSON${where}. ${HOW}`);
  }
  if (!isObject(root)) throw unreadable(`That JSON is not a Habitica export. ${HOW}`);
  if ('habitDays' in root || ('exportedAt' in root && 'habits' in root)) {
    throw unreadable(
      'That is a Streakwise export, not a Habitica one: choose "streakwise" as where it comes from.',
    );
  }
  if (!('tasks' in root)) {
    throw unreadable(`That JSON has no "tasks", so it is not a Habitica user-data export. ${HOW}`);
  }
  return root;
}

function listOf(value: unknown, key: string): Task[] {
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value)) {
    throw unreadable(`In the Habitica export, "tasks.${key}" is not a list of tasks.`);
  }
  value.forEach((task, i) => {
    if (!isObject(task)) {
      throw unreadable(`Task ${i + 1} of "tasks.${key}" in the Habitica export is not a task.`);
    }
  });
  return value as Task[];
}

/**
 * The tasks by type. The export groups them (`tasks.dailys`, …); a plain list of tasks, as the
 * API's GET /tasks/user answers, is grouped here by each task's `type`.
 */
export function taskLists(root: Record<string, unknown>): TaskLists {
  let tasks = root.tasks;
  if (Array.isArray(tasks)) {
    const all = listOf(tasks, 'tasks');
    tasks = Object.fromEntries(
      ['habit', 'daily', 'todo', 'reward'].map((type) => [
        `${type}s`,
        all.filter((t) => t.type === type),
      ]),
    );
  }
  if (!isObject(tasks)) {
    throw unreadable('In the Habitica export, "tasks" is not a group of task lists.');
  }
  return {
    dailys: listOf(tasks.dailys, 'dailys'),
    habits: listOf(tasks.habits, 'habits'),
    todos: listOf(tasks.todos, 'todos').length,
    rewards: listOf(tasks.rewards, 'rewards').length,
  };
}
