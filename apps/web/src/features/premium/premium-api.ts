import type { ExportQuery } from '@streakwise/shared';
import { requestResponse } from '../../lib/api';
import { fileNameFrom } from './model/content-disposition';

export interface ExportedFile {
  blob: Blob;
  fileName: string;
}

function exportPath({ format, startDate, endDate }: ExportQuery): string {
  const query = new URLSearchParams({ format });
  if (startDate) query.set('startDate', startDate);
  if (endDate) query.set('endDate', endDate);
  return `/premium/export?${query.toString()}`;
}

/** The data export; the answers the tabs show are cached queries (api/premium-queries.ts). */
export const premiumApi = {
  /** Every format, JSON too, arrives as a file named by the server. */
  exportFile: async (query: ExportQuery): Promise<ExportedFile> => {
    const response = await requestResponse('GET', exportPath(query), {
      headers: { Accept: '*/*' },
    });
    const fallback = `streakwise-export.${query.format}`;
    return {
      blob: await response.blob(),
      fileName: fileNameFrom(response.headers.get('Content-Disposition'), fallback),
    };
  },
};
