import { describe, expect, it } from 'vitest';
import { filterTimeZones, timeZoneOptions } from './time-zones';

const zones = [
  'America/Argentina/Buenos_Aires',
  'America/New_York',
  'Europe/London',
  'Europe/Oslo',
  'Europe/Paris',
  'Pacific/Port_Moresby',
];

describe('time zones', () => {
  it('finds a zone by city however it is typed', () => {
    expect(filterTimeZones(zones, 'new york')).toEqual(['America/New_York']);
    expect(filterTimeZones(zones, 'New_York')).toEqual(['America/New_York']);
    expect(filterTimeZones(zones, '  PARIS ')).toEqual(['Europe/Paris']);
    expect(filterTimeZones(zones, 'buenos')).toEqual(['America/Argentina/Buenos_Aires']);
    expect(filterTimeZones(zones, 'nowhere')).toEqual([]);
    expect(filterTimeZones(zones, '')).toEqual(zones);
  });

  it('lists zones where a word starts with the text before those that merely contain it', () => {
    // "os" starts "Oslo" and sits inside "Buenos_Aires", which comes first alphabetically.
    expect(filterTimeZones(zones, 'os')).toEqual(['Europe/Oslo', 'America/Argentina/Buenos_Aires']);
  });

  it('always offers UTC, the saved zone and the browser zone, sorted, once each', () => {
    const options = timeZoneOptions('Etc/GMT+5', 'Europe/Paris', null);
    expect(options).toContain('UTC');
    expect(options).toContain('Etc/GMT+5');
    expect(options.filter((zone) => zone === 'Europe/Paris')).toHaveLength(1);
    expect(options).toEqual([...options].sort((a, b) => a.localeCompare(b)));
  });
});
