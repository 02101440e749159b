import { TOAST_MS, type ExportQuery } from '@streakwise/shared';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { exportFailureMessage } from '../model/export-failure';
import { saveFile } from '../model/save-file';
import { premiumApi } from '../premium-api';
import { PREMIUM_TEXTS } from '../premium-texts';

/** Asks the server for the file, then hands it to the browser under the server's name. */
export function useExport() {
  const [isExporting, setIsExporting] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  /** `done`: the toast once the file is saved; by default it names the file. */
  const run = async (query: ExportQuery, done?: string) => {
    setIsExporting(true);
    setFailure(null);
    try {
      const { blob, fileName } = await premiumApi.exportFile(query);
      saveFile(blob, fileName);
      toast.success(done ?? PREMIUM_TEXTS.exportReady(fileName), { duration: TOAST_MS });
    } catch (error) {
      const message = exportFailureMessage(error);
      setFailure(message);
      toast.error(message);
    } finally {
      setIsExporting(false);
    }
  };

  return { isExporting, failure, run };
}
