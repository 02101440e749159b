import { Notice } from '../../../components/notice';
import { Panel } from '../../../components/panel';
import { ExportForm } from '../components/export-form';
import { useExport } from '../hooks/use-export';
import { PREMIUM_TEXTS } from '../premium-texts';

/** Habits and check-ins as JSON, CSV, XML or PDF, for any range (docs/product.md §2, Export). */
export function ExportTab() {
  const { isExporting, failure, run } = useExport();
  return (
    <Panel title={PREMIUM_TEXTS.exportTitle} subtitle={PREMIUM_TEXTS.exportSubtitle}>
      <div className="space-y-6">
        <ExportForm isExporting={isExporting} onExport={(query) => void run(query)} />
        {failure && (
          <Notice tone="error" role="alert">
            <p>{failure}</p>
          </Notice>
        )}
      </div>
    </Panel>
  );
}
