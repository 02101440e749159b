import { zodResolver } from '@hookform/resolvers/zod';
import { EXPORT_FORMATS, exportQuerySchema, type ExportQuery } from '@streakwise/shared';
import type { z } from 'zod';
import {
  Download,
  FileBraces,
  FileCode,
  FileSpreadsheet,
  FileText,
  type LucideIcon,
} from 'lucide-react';
import { useForm } from 'react-hook-form';
import { Button } from '../../../components/button';
import { FormField } from '../../../components/form-field';
import { emptyToUndefined } from '../model/export-failure';
import { PREMIUM_SPEC_TEXTS, PREMIUM_TEXTS } from '../premium-texts';

const FORMAT_ICONS: Record<ExportQuery['format'], LucideIcon> = {
  json: FileBraces,
  csv: FileSpreadsheet,
  xml: FileCode,
  pdf: FileText,
};

interface ExportFormProps {
  isExporting: boolean;
  onExport: (query: ExportQuery) => void;
}

export function ExportForm({ isExporting, onExport }: ExportFormProps) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<z.input<typeof exportQuerySchema>, unknown, ExportQuery>({
    resolver: zodResolver(exportQuerySchema),
    defaultValues: { format: 'json' },
  });

  return (
    <form noValidate onSubmit={handleSubmit(onExport)} className="space-y-6">
      <fieldset className="min-w-0">
        <legend className="mb-2 text-sm font-medium text-slate-700">{PREMIUM_TEXTS.format}</legend>
        <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
          {EXPORT_FORMATS.map((format) => {
            const Icon = FORMAT_ICONS[format];
            return (
              <label
                key={format}
                className="flex cursor-pointer items-start gap-3 rounded-xl border border-slate-200 bg-white p-4 transition hover:border-indigo-300 has-[input:checked]:border-indigo-500 has-[input:checked]:bg-indigo-50/60 has-[input:checked]:ring-1 has-[input:checked]:ring-indigo-500 has-[input:focus-visible]:ring-2 has-[input:focus-visible]:ring-indigo-500"
              >
                <input type="radio" value={format} className="sr-only" {...register('format')} />
                <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-indigo-600" />
                <span className="min-w-0">
                  <span className="block font-semibold text-slate-900">
                    {PREMIUM_TEXTS.formatNames[format]}
                  </span>
                  <span className="block text-xs text-slate-600">
                    {PREMIUM_TEXTS.formatHints[format]}
                  </span>
                </span>
              </label>
            );
          })}
        </div>
      </fieldset>

      <fieldset className="min-w-0">
        <legend className="text-sm font-medium text-slate-700">{PREMIUM_TEXTS.dateRange}</legend>
        <p className="mt-0.5 mb-3 text-xs text-slate-500">{PREMIUM_TEXTS.dateRangeHint}</p>
        <div className="grid gap-4 sm:max-w-lg sm:grid-cols-2">
          <FormField
            label={PREMIUM_TEXTS.startDate}
            type="date"
            error={errors.startDate?.message}
            {...register('startDate', { setValueAs: emptyToUndefined })}
          />
          <FormField
            label={PREMIUM_TEXTS.endDate}
            type="date"
            error={errors.endDate?.message}
            {...register('endDate', { setValueAs: emptyToUndefined })}
          />
        </div>
      </fieldset>

      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" size="lg" isLoading={isExporting}>
          {!isExporting && <Download aria-hidden="true" className="size-5" />}
          {isExporting ? PREMIUM_SPEC_TEXTS.preparingFile : PREMIUM_SPEC_TEXTS.exportButton}
        </Button>
        <p role="status" className="sr-only">
          {isExporting ? PREMIUM_SPEC_TEXTS.preparingFile : ''}
        </p>
      </div>
    </form>
  );
}
