import { HABIT_ORDER_MESSAGES } from '@streakwise/shared';
import type { ServiceContext } from '../../deps.js';
import { AppError } from '../../errors.js';
import type { SignedInUser } from '../users/user-view.js';
import { lockSignedInUser } from '../users/users.service.js';
import * as repo from './habit-order.repository.js';

/**
 * Sets the order of the user's active habits. `ids` must name each of them exactly once: a list
 * with one missing, repeated, unknown, archived or someone else's is refused as a whole, with the
 * same sentence whichever it is, so an id reveals nothing about another account. Behind the
 * user's row lock, like creating and archiving, so the active habits cannot change between the
 * check and the write. The same order again writes nothing.
 */
export async function setHabitOrder(
  ctx: ServiceContext,
  user: SignedInUser,
  ids: readonly string[],
): Promise<void> {
  const wanted = ids.map((id) => id.toLowerCase());
  await ctx.database.db.transaction(async (tx) => {
    await lockSignedInUser(tx, user.id);
    const active = await repo.activeHabitIds(tx, user.id);
    const listed = new Set(wanted);
    if (
      listed.size !== wanted.length ||
      wanted.length !== active.length ||
      active.some((id) => !listed.has(id))
    ) {
      const message = HABIT_ORDER_MESSAGES.idsInvalid;
      throw new AppError('VALIDATION', message, { ids: message });
    }
    if (active.every((id, index) => id === wanted[index])) return;
    await repo.writeOrder(tx, user.id, wanted);
  });
  ctx.log.info({ event: 'habit.reordered', userId: user.id }, 'habits reordered');
}
