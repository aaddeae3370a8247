import { formatBytes, formatRowFigure, storageTableLabels } from './analytics-format';
import { AnalyticsUnavailable, Panel } from './analytics-sections';
import { useAnalyticsStorage } from './api/analytics-queries';

/** So an admin sees the storage grow before it becomes a problem. */
export function StoragePanel() {
  const storage = useAnalyticsStorage();
  const id = 'analytics-storage';
  return (
    <Panel title="Storage" id={id}>
      <p className="text-slate-600 text-sm">
        What the analytics tables hold now, and the space they take on disk with their indexes. Rows marked
        “About” are the database’s own estimate.
      </p>
      {storage.isPending ? (
        <p role="status" className="text-slate-600 text-sm">
          Loading...
        </p>
      ) : storage.isError ? (
        <AnalyticsUnavailable onRetry={() => void storage.refetch()} />
      ) : storage.data.tables.every((table) => table.rows === 0) ? (
        <p className="text-slate-600 text-sm">
          No analytics stored yet. The empty tables take {formatBytes(storage.data.totalBytes)}.
        </p>
      ) : (
        <table className="w-full border-collapse text-left text-sm" aria-labelledby={id}>
          <thead>
            <tr className="border-slate-200 border-b">
              <th scope="col" className="py-2 pr-3">
                Table
              </th>
              <th scope="col" className="py-2 pr-3 text-right">
                Rows
              </th>
              <th scope="col" className="py-2 text-right">
                On disk
              </th>
            </tr>
          </thead>
          <tbody>
            {storage.data.tables.map((table) => (
              <tr key={table.table} className="border-slate-100 border-b">
                <th scope="row" className="py-1.5 pr-3 font-normal">
                  {storageTableLabels[table.table]}
                </th>
                <td className="py-1.5 pr-3 text-right">{formatRowFigure(table.rows, table.rowsAre)}</td>
                <td className="py-1.5 text-right">{formatBytes(table.bytes)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row" colSpan={2} className="py-2 pr-3 text-left font-semibold">
                Total
              </th>
              <td className="py-2 text-right font-semibold">{formatBytes(storage.data.totalBytes)}</td>
            </tr>
          </tfoot>
        </table>
      )}
    </Panel>
  );
}
