import { Database, Download, Trash2 } from 'lucide-react';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { Button } from '../../../components/button';
import { ACCOUNT_DATA_TEXTS as T } from '../account-data-texts';
import { saveJson } from '../model/save-json';
import { settingsApi } from '../settings-api';
import { DeleteAccountDialog } from './delete-account-dialog';
import { SettingsCard } from './settings-card';

/** The person's data rights on every plan: a copy of everything, or erase everything. */
export function DataSection() {
  const [isDownloading, setIsDownloading] = useState(false);
  const [isDeleteOpen, setIsDeleteOpen] = useState(false);

  const download = async () => {
    setIsDownloading(true);
    try {
      saveJson(await settingsApi.myData(), T.fileName);
    } catch {
      toast.error(T.downloadFailed, { id: 'settings-download' });
    } finally {
      setIsDownloading(false);
    }
  };

  return (
    <SettingsCard id="data" icon={Database} title={T.heading} description={T.description}>
      <div className="divide-y divide-slate-100">
        <div className="flex flex-col gap-3 pb-5 sm:flex-row sm:items-center sm:justify-between">
          <div>
            <h3 className="font-medium text-slate-900">{T.downloadTitle}</h3>
            <p className="text-sm text-slate-600">{T.downloadDescription}</p>
          </div>
          <Button
            variant="secondary"
            className="shrink-0 self-start sm:self-center"
            isLoading={isDownloading}
            onClick={() => void download()}
          >
            {!isDownloading && <Download aria-hidden="true" className="size-4" />}
            {T.downloadButton}
          </Button>
        </div>
        <div className="flex flex-col gap-3 pt-5 sm:flex-row sm:items-center sm:justify-between">
          <div>
            <h3 className="font-medium text-red-700">{T.deleteTitle}</h3>
            <p className="text-sm text-slate-600">{T.deleteDescription}</p>
          </div>
          <Button
            variant="danger"
            className="shrink-0 self-start sm:self-center"
            onClick={() => setIsDeleteOpen(true)}
          >
            <Trash2 aria-hidden="true" className="size-4" />
            {T.deleteButton}
          </Button>
        </div>
      </div>
      <DeleteAccountDialog open={isDeleteOpen} onClose={() => setIsDeleteOpen(false)} />
    </SettingsCard>
  );
}
