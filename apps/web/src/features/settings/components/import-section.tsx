import { type ImportCreated, type ImportSource, type ImportView } from '@streakwise/shared';
import { Upload } from 'lucide-react';
import { useCallback, useEffect, useId, useState } from 'react';
import toast from 'react-hot-toast';
import { Button } from '../../../components/button';
import { Notice } from '../../../components/notice';
import { errorMessage } from '../../../lib/api-error';
import { importApi } from '../import-api';
import { IMPORT_TEXTS as T } from '../import-texts';
import { ImportPreviewView, ImportStatusView, PastImports } from './import-parts';
import { SettingsCard } from './settings-card';

/** How often a running import is asked for its progress. */
export const IMPORT_POLL_MS = 1000;

/**
 * Settings → Import your history (issue 28): choose a source and a file, read it into a preview,
 * apply it (a progress bar while the job runs), see the result, and undo a past import.
 */
export function ImportSection({ timeZone }: { timeZone: string }) {
  const ids = { source: useId(), file: useId(), hint: useId() };
  const [source, setSource] = useState<ImportSource>('csv');
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [created, setCreated] = useState<ImportCreated | null>(null);
  const [view, setView] = useState<ImportView | null>(null);
  const [past, setPast] = useState<ImportView[]>([]);
  const [undoing, setUndoing] = useState<string | null>(null);

  // Past imports, loaded on arrival and again after an import ends or is undone.
  const [pastVersion, setPastVersion] = useState(0);
  const loadPast = useCallback(() => setPastVersion((n) => n + 1), []);
  useEffect(() => {
    let live = true;
    importApi.list().then(
      (list) => live && setPast(list.imports),
      // The list is a convenience: the form works without it.
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [pastVersion]);

  const chosen = T.sources.find((s) => s.value === source);
  const running = view?.status === 'running' || view?.status === 'ready';
  useEffect(() => {
    if (!view || !running) return;
    const timer = setTimeout(() => {
      importApi
        .get(view._id)
        .then((next) => {
          setView(next);
          if (next.status === 'done') loadPast();
        })
        .catch(() => undefined);
    }, IMPORT_POLL_MS);
    return () => clearTimeout(timer);
  }, [view, running, loadPast]);

  const read = async () => {
    if (!file) return setError(T.chooseFile);
    setBusy(true);
    setError(null);
    setView(null);
    try {
      setCreated(await importApi.upload(source, file));
    } catch (err) {
      setError(errorMessage(err, T.readFailed));
    } finally {
      setBusy(false);
    }
  };

  const apply = async () => {
    if (!created) return;
    setBusy(true);
    try {
      await importApi.apply(created._id);
      setView(await importApi.get(created._id));
      setCreated(null);
    } catch (err) {
      setError(errorMessage(err, T.applyFailed));
    } finally {
      setBusy(false);
    }
  };

  const undo = async (id: string) => {
    setUndoing(id);
    try {
      await importApi.undo(id);
      toast.success(T.undone, { id: 'import-undo' });
      if (view?._id === id) setView(null);
      loadPast();
    } catch (err) {
      toast.error(errorMessage(err, T.undoFailed), { id: 'import-undo' });
    } finally {
      setUndoing(null);
    }
  };

  return (
    <SettingsCard id="import" icon={Upload} title={T.heading} description={T.description}>
      <div className="space-y-4">
        {!created && (
          <form
            className="space-y-3"
            onSubmit={(event) => {
              event.preventDefault();
              void read();
            }}
          >
            <div className="flex flex-col gap-1">
              <label htmlFor={ids.source} className="text-sm font-medium text-slate-700">
                {T.sourceLabel}
              </label>
              <select
                id={ids.source}
                value={source}
                onChange={(e) => setSource(e.target.value as ImportSource)}
                aria-describedby={ids.hint}
                className="rounded-lg border border-slate-300 px-3 py-2 text-sm"
              >
                {T.sources.map((s) => (
                  <option key={s.value} value={s.value}>
                    {s.label}
                  </option>
                ))}
              </select>
              <p id={ids.hint} className="text-xs text-slate-500">
                {chosen?.hint}
              </p>
            </div>
            <div className="flex flex-col gap-1">
              <label htmlFor={ids.file} className="text-sm font-medium text-slate-700">
                {T.fileLabel}
              </label>
              <input
                id={ids.file}
                type="file"
                accept={chosen?.accept}
                onChange={(e) => setFile(e.target.files?.[0] ?? null)}
                className="text-sm"
              />
            </div>
            <Button type="submit" isLoading={busy}>
              {T.read}
            </Button>
          </form>
        )}
        {error && (
          <Notice tone="error" role="alert">
            <p>{error}</p>
          </Notice>
        )}
        {created && (
          <ImportPreviewView
            preview={created.preview}
            busy={busy}
            onApply={() => void apply()}
            onCancel={() => setCreated(null)}
          />
        )}
        {view && <ImportStatusView view={view} />}
        <PastImports
          imports={past}
          timeZone={timeZone}
          undoing={undoing}
          onUndo={(id) => void undo(id)}
        />
      </div>
    </SettingsCard>
  );
}
