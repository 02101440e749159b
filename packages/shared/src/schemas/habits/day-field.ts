import { z } from 'zod';
import { MESSAGES } from '../../constants/messages.js';
import { isDay } from '../../domain/day.js';

/** A calendar day, YYYY-MM-DD, in a request. */
export const dayField = z.string().refine(isDay, { error: MESSAGES.dayInvalid });
