import type { Queryable } from '../../db/client.js';
import { goalRowsOf } from './goals.repository.js';

const iso = (date: Date | null) => date?.toISOString() ?? null;

/** The person's goals as stored, oldest first, for "Download my data" (auth/my-data.service.ts). */
export async function goalsDataOf(db: Queryable, userId: string) {
  return (await goalRowsOf(db, userId)).map((g) => ({
    _id: g.id,
    title: g.title,
    description: g.description,
    type: g.type,
    target: g.target,
    habitId: g.habitId,
    habitName: g.habitName,
    deadline: g.deadline,
    reward: g.reward,
    status: g.status,
    completedAt: iso(g.completedAt),
    createdAt: iso(g.createdAt),
  }));
}
