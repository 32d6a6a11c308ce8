// The activity rows' CSV (issue 15 item 2): a download through the API client (the member's token) and an import
// whose refusal is reported line by line (the import's 400 details `lines.<n>.<column>`); nothing is stored when a
// line is refused, and the file can be fixed and sent again.
import { useEffect, useState } from 'react';
import { useSelector } from '@xstate/react';
import { noticeText } from '../../../domain/failures';
import { useInspectedMachine } from '../../app/inspection';
import { createActivityCsvLogic } from '../../app/wiring/inventory-data';
import { useI18nContext } from '../../i18n/i18n-react';
import { RefusalText } from './inventory-parts';

/** The import's refusal details as report lines, in line order. */
export function lineReport(fieldErrors: Record<string, { text?: string | null }>) {
  return Object.entries(fieldErrors)
    .map(([field, notice]) => {
      const match = /^lines\.(\d+)(?:\.(.+))?$/.exec(field);
      return { line: match ? Number(match[1]) : 0, field: match?.[2] ?? field, notice };
    })
    .sort((a, b) => a.line - b.line);
}

export function CsvPanel({
  spaceId,
  inventoryId,
  canEdit,
  onImported,
}: {
  spaceId: string | null;
  inventoryId: string;
  canEdit: boolean;
  onImported: () => void;
}) {
  const { LL, locale } = useI18nContext();
  const t = LL.inventoryData.csv;
  const [logic] = useState(() => createActivityCsvLogic());
  const actor = useInspectedMachine(logic, { input: { spaceId, inventoryId } });
  const state = useSelector(actor, (s) => s);
  const { fileName, created, error } = state.context;
  const imported = state.matches('imported');
  // The list reloads once per import (the panel stays `imported` until the next action).
  useEffect(() => {
    if (imported) onImported();
  }, [imported, onImported]);
  const file = fileName ?? '';
  const columns: Record<string, string> = {
    facility: LL.inventoryData.filters.facility(),
    period: LL.inventoryData.list.period(),
    category: LL.inventoryData.filters.category(),
    inputKind: LL.inventoryData.inputKind.label(),
    typed: LL.inventoryData.form.quantity(),
    value: LL.inventoryData.form.quantity(),
    unit: LL.inventoryData.unit.label(),
    factorIds: LL.inventoryData.factor.picker(),
    note: LL.inventoryData.form.note(),
  };
  const columnLabel = (field: string) => columns[field.split('.')[0]] ?? field;
  const busy = state.hasTag('busy');
  return (
    <section className="inv-panel" aria-labelledby="csv-title">
      <h2 id="csv-title" className="h-small">
        {t.title()}
      </h2>
      <div className="inv-actions">
        <button
          type="button"
          className="button button-secondary"
          disabled={busy}
          onClick={() => actor.send({ type: 'user.export' })}
        >
          {state.matches('exporting') ? t.exporting() : t.export()}
        </button>
      </div>
      {state.matches('exportFailed') && (
        <div role="alert">
          <p>{t.exportFailed()}</p>
          <RefusalText refusal={error} />
        </div>
      )}
      {canEdit && (
        <div className="field">
          <label htmlFor="csv-import" className="field-label">
            {t.import()}
          </label>
          <input
            id="csv-import"
            type="file"
            accept=".csv,text/csv"
            disabled={busy}
            aria-describedby="csv-import-hint"
            onChange={async (event) => {
              const chosen = event.target.files?.[0];
              event.target.value = '';
              if (!chosen) return;
              actor.send({ type: 'user.import', csv: await chosen.text(), fileName: chosen.name });
            }}
          />
          <p id="csv-import-hint" className="field-hint">
            {t.importHint()}
          </p>
        </div>
      )}
      {state.matches('importing') && <p role="status">{t.importing({ file })}</p>}
      {state.matches('imported') && <p role="status">{t.imported({ created: created ?? 0, file })}</p>}
      {state.matches('importRefused') && error && (
        <div role="alert" className="inv-conflict">
          <p>{t.refused({ file })}</p>
          {Object.keys(error.fieldErrors).length === 0 ? (
            <RefusalText refusal={error} />
          ) : (
            <ul data-testid="csv-report">
              {lineReport(error.fieldErrors).map(({ line, field, notice }) => (
                <li key={`${line}-${field}`}>
                  {t.lineField({
                    line,
                    field: columnLabel(field),
                    message: noticeText(notice as never, locale),
                  })}
                </li>
              ))}
            </ul>
          )}
          <button
            type="button"
            className="button button-quiet"
            onClick={() => actor.send({ type: 'user.dismiss' })}
          >
            {t.dismiss()}
          </button>
        </div>
      )}
    </section>
  );
}
