import type pg from 'pg';

/**
 * The session advisory lock of one person's export (docs/decisions/024-streaming-exports.md): the
 * two-key form, in a key space of its own (pg-boss's locks take the one-key form), the person's id
 * hashed to 32 bits. Held by the connection that took it, until unlocked or disconnected.
 */
const EXPORT_LOCK_SPACE = 0x0e7a_0024;

export async function tryLockExport(session: pg.ClientBase, userId: string): Promise<boolean> {
  const result = await session.query<{ locked: boolean }>(
    'select pg_try_advisory_lock($1, hashtext($2)) as locked',
    [EXPORT_LOCK_SPACE, userId],
  );
  return result.rows[0]?.locked === true;
}

export async function unlockExport(session: pg.ClientBase, userId: string): Promise<void> {
  await session.query('select pg_advisory_unlock($1, hashtext($2))', [EXPORT_LOCK_SPACE, userId]);
}
