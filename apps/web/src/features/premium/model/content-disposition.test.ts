import { describe, expect, it } from 'vitest';
import { fileNameFrom } from './content-disposition';

describe('fileNameFrom', () => {
  it('reads the quoted file name of an attachment', () => {
    expect(fileNameFrom('attachment; filename="streakwise-2025-11-12.csv"', 'x.csv')).toBe(
      'streakwise-2025-11-12.csv',
    );
  });

  it('prefers the UTF-8 name and decodes it', () => {
    const header = `attachment; filename="habits.pdf"; filename*=UTF-8''h%C3%A1bitos%202025.pdf`;
    expect(fileNameFrom(header, 'x.pdf')).toBe('hábitos 2025.pdf');
  });

  it('reads an unquoted name', () => {
    expect(fileNameFrom('attachment; filename=export.xml', 'x.xml')).toBe('export.xml');
  });

  it('keeps the name a plain file name, without folders', () => {
    expect(fileNameFrom('attachment; filename="../../etc/passwd"', 'x')).toBe('.._.._etc_passwd');
  });

  it('falls back without a header or a usable name', () => {
    expect(fileNameFrom(null, 'streakwise-export.json')).toBe('streakwise-export.json');
    expect(fileNameFrom('attachment', 'streakwise-export.json')).toBe('streakwise-export.json');
    expect(fileNameFrom(`attachment; filename*=UTF-8''%E0%A4%A`, 'a.csv')).toBe('a.csv');
  });
});
