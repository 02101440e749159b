import { describe, expect, it } from 'vitest';
import { conceptsOf, words } from './habit-concepts.js';

const ids = (text: string) => conceptsOf(text).map((concept) => concept.id);

describe('recognising what a habit is about', () => {
  it('hears the same habit in different words', () => {
    expect(ids('Go for a run')).toEqual(['running']);
    expect(ids('Morning jog')).toEqual(['running']);
    expect(ids('Running club')).toEqual(['running']);
    expect(ids('Meditate')).toEqual(['meditation']);
    expect(ids('10 minutes of mindfulness')).toEqual(['meditation']);
    expect(ids('Drink water')).toEqual(['hydration']);
    expect(ids('Stay hydrated')).toEqual(['hydration']);
  });

  it('matches plurals, -ing forms, hyphens and accents', () => {
    expect(ids('50 Push-ups')).toEqual(['strength']);
    expect(ids('pushups')).toEqual(['strength']);
    expect(ids('Swimming')).toEqual(['swimming']);
    expect(ids('Méditation du matin')).toEqual(['meditation']);
    expect(ids('READING')).toEqual(['reading']);
  });

  it('does not match a word that only starts like a keyword', () => {
    expect(ids('Get ready early')).not.toContain('reading');
    expect(ids('Plank')).not.toContain('planning');
    expect(ids('Runway photos')).not.toContain('running');
  });

  it('reads phrases as a sequence of words', () => {
    expect(ids('Deep work before lunch')).toEqual(['focus']);
    expect(ids('Work deep')).toEqual([]);
  });

  it('finds every concept a habit mentions, and none in unrelated text', () => {
    expect(ids('Walk while listening to a podcast')).toEqual(['walking', 'listening']);
    expect(ids('Xylophone')).toEqual([]);
    expect(ids('')).toEqual([]);
  });

  it('splits text into lower-case words without accents', () => {
    expect(words('Café, Push-ups!')).toEqual(['cafe', 'push', 'ups']);
  });
});
