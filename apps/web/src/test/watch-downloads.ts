import { vi } from 'vitest';

/** jsdom cannot download: the object URL and the link's click are watched instead. */
export function watchDownloads() {
  const created = vi.fn((_blob: Blob) => 'blob:streakwise/1');
  const revoked = vi.fn((_url: string) => undefined);
  vi.stubGlobal(
    'URL',
    class extends URL {
      static override createObjectURL = created;
      static override revokeObjectURL = revoked;
    },
  );
  const clicks: HTMLAnchorElement[] = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    clicks.push(this);
  });
  return { created, revoked, clicks };
}
