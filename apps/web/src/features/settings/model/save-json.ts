/** Hands the browser a JSON file to save, through a short-lived object URL. */
export function saveJson(data: unknown, fileName: string): void {
  const blob = new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // NOTE: revoked on the next task so the browser has started reading the file.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
