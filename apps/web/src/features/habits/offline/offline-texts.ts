import { formatDay, SHORT_DAY } from '../../../lib/day-format';
import type { Day } from '@streakwise/shared';

export const OFFLINE_TEXTS = {
  queued: 'Saved on this device: it will be sent when you are back online.',
  showingSnapshot: 'Offline — showing what you had.',
  offlineNoSnapshot: 'Offline — this page needs the server and will load when you are back online.',
  waiting: (n: number) =>
    n === 1 ? '1 change waits on this device.' : `${n} changes wait on this device.`,
  sendsLater: 'They are sent, once each, when the network returns.',
  refusedTitle: 'Not saved by the server',
  refusedItem: (habitName: string, date: Day, kind: 'complete' | 'undo') =>
    `${kind === 'undo' ? 'Undo of' : 'Check-in of'} ${habitName} on ${formatDay(date, SHORT_DAY)}`,
  dismiss: 'Dismiss',
  undoDayClosed: 'That day has closed: an undo can only take back a check-in of today.',
} as const;
