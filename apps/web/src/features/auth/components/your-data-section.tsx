import { Download, Trash2 } from 'lucide-react';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { Button } from '../../../components/button';
import { ACCOUNT_DATA_TEXTS as T } from '../account-data-texts';
import { authApi } from '../auth-api';
import { DeleteAccountDialog } from './delete-account-dialog';

/** Hands the browser a JSON file to save, through a short-lived object URL. */
function saveJson(data: unknown, fileName: string): void {
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

/** The person's data rights on the account page: a copy of everything, or erase everything. */
export function YourDataSection() {
  const [isDownloading, setIsDownloading] = useState(false);
  const [isDeleteOpen, setIsDeleteOpen] = useState(false);

  const download = async () => {
    setIsDownloading(true);
    try {
      saveJson(await authApi.myData(), T.fileName);
    } catch {
      toast.error(T.downloadFailed);
    } finally {
      setIsDownloading(false);
    }
  };

  return (
    <section
      aria-labelledby="your-data-heading"
      className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8"
    >
      <h2 id="your-data-heading" className="text-lg font-semibold tracking-tight text-slate-900">
        {T.heading}
      </h2>
      <div className="mt-4 divide-y divide-slate-100">
        <div className="flex flex-col gap-3 pb-5 sm:flex-row sm:items-center sm:justify-between">
          <div>
            <h3 className="font-medium text-slate-900">{T.downloadTitle}</h3>
            <p className="text-sm text-slate-600">{T.downloadDescription}</p>
          </div>
          <Button
            variant="secondary"
            className="shrink-0"
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
          <Button variant="danger" className="shrink-0" onClick={() => setIsDeleteOpen(true)}>
            <Trash2 aria-hidden="true" className="size-4" />
            {T.deleteButton}
          </Button>
        </div>
      </div>
      <DeleteAccountDialog open={isDeleteOpen} onClose={() => setIsDeleteOpen(false)} />
    </section>
  );
}
