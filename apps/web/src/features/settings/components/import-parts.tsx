import type { ImportPreview, ImportView } from '@streakwise/shared';
import { Button } from '../../../components/button';
import { Notice } from '../../../components/notice';
import { ProgressBar } from '../../../components/progress-bar';
import { IMPORT_TEXTS as T } from '../import-texts';
import { formatDateTime } from '../model/format-date';

/** What applying the file would bring in, habit by habit, with its warnings. */
export function ImportPreviewView({
  preview,
  busy,
  onApply,
  onCancel,
}: {
  preview: ImportPreview;
  busy: boolean;
  onApply: () => void;
  onCancel: () => void;
}) {
  return (
    <div className="space-y-4">
      <h3 className="font-medium text-slate-900">{T.previewHeading}</h3>
      <ul className="divide-y divide-slate-100 rounded-xl border border-slate-200">
        {preview.habits.map((h) => (
          <li key={h.name} className="flex flex-wrap justify-between gap-2 p-3 text-sm">
            <span className="font-medium text-slate-900">{h.name}</span>
            <span className="text-slate-600">
              {T.habitLine(h.days, h.firstDay, h.lastDay)} ·{' '}
              {h.matches ? T.mergesInto(h.matches.name) : T.isNew}
            </span>
          </li>
        ))}
      </ul>
      <Notice tone="info">
        <p>{T.noPoints}</p>
      </Notice>
      {preview.warnings.length > 0 && (
        <Notice tone="warning">
          <p className="font-medium">{T.warningsHeading}</p>
          <ul className="list-disc space-y-1 pl-5">
            {preview.warnings.map((w) => (
              <li key={w}>{w}</li>
            ))}
          </ul>
        </Notice>
      )}
      <div className="flex gap-3">
        <Button isLoading={busy} onClick={onApply}>
          {T.apply}
        </Button>
        <Button variant="secondary" onClick={onCancel} disabled={busy}>
          {T.cancel}
        </Button>
      </div>
    </div>
  );
}

/** A running import's bar, or a finished one's counts, or why it failed. */
export function ImportStatusView({ view }: { view: ImportView }) {
  if (view.status === 'running' || view.status === 'ready') {
    const { done, total } = view.progress;
    return (
      <div className="space-y-2" role="status">
        <p className="text-sm text-slate-700">{T.progress(done, total)}</p>
        <ProgressBar value={done} max={Math.max(total, 1)} label={T.progressLabel} />
      </div>
    );
  }
  if (view.status === 'failed') {
    return (
      <Notice tone="error" role="alert">
        <p>
          {T.failed}: {view.reason}
        </p>
      </Notice>
    );
  }
  return (
    <Notice tone="success" role="status">
      {view.created && view.merged && (
        <p>{T.done({ created: view.created, merged: view.merged })}</p>
      )}
      {view.skipped && view.skipped.length > 0 && (
        <ul className="list-disc pl-5">
          {view.skipped.map((s) => (
            <li key={s.reason}>{T.skipped(s.reason, s.count)}</li>
          ))}
        </ul>
      )}
    </Notice>
  );
}

/** Finished imports, each with its Undo. */
export function PastImports({
  imports,
  timeZone,
  undoing,
  onUndo,
}: {
  imports: readonly ImportView[];
  timeZone: string;
  undoing: string | null;
  onUndo: (id: string) => void;
}) {
  const done = imports.filter((i) => i.status === 'done');
  if (done.length === 0) return null;
  return (
    <div className="space-y-2 pt-5">
      <h3 className="font-medium text-slate-900">{T.pastHeading}</h3>
      <ul className="divide-y divide-slate-100">
        {done.map((i) => {
          const when = formatDateTime(i.finishedAt ?? i.createdAt, timeZone);
          return (
            <li key={i._id} className="flex items-center justify-between gap-3 py-2 text-sm">
              <span className="text-slate-700">
                {T.pastLine(when, i.created?.habits ?? 0, i.created?.checkIns ?? 0)}
              </span>
              <Button
                variant="secondary"
                aria-label={T.undoLabel(when)}
                isLoading={undoing === i._id}
                onClick={() => onUndo(i._id)}
              >
                {T.undo}
              </Button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
