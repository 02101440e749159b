import type { ImportCreated, ImportList, ImportSource, ImportView } from '@streakwise/shared';
import { api } from '../../lib/api';

/** The history import's endpoints (issue 28): read a file, apply it, follow it, undo it. */
export const importApi = {
  /** 201 with a preview; 400 IMPORT_UNREADABLE naming the problem, 413 over 20 MB. */
  upload: (source: ImportSource, file: File) => {
    const form = new FormData();
    form.append('source', source);
    form.append('file', file);
    return api.post<ImportCreated>('/imports', form);
  },
  apply: (id: string) => api.post<{ _id: string; status: 'running' }>(`/imports/${id}/apply`),
  get: (id: string) => api.get<ImportView>(`/imports/${id}`),
  list: () => api.get<ImportList>('/imports'),
  /** 204: what the import wrote is taken back. */
  undo: (id: string) => api.delete<void>(`/imports/${id}`),
};
