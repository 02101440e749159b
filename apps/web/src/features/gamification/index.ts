export { gamificationReducer, type GamificationState } from './gamification-slice';
