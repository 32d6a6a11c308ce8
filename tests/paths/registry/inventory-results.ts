// Registry entry of the inventory results section (issue 15, item 4): the results of one inventory and the trace
// of one category's total down to its rows and factors.
import {
  inventoryResultsMachine,
  type ResultsEvent,
} from '../../../machines/inventory/inventory-results.machine';
import { RESULTS, RESULTS_INVENTORY, TRACE } from '../../fixtures/inventory-results';
import { typed, done, failed, offline, type MachineEntry } from './entry';

export const inventoryResults: MachineEntry = {
  id: 'inventory-results',
  file: 'machines/inventory/inventory-results.machine.ts',
  purpose: {
    en: "/work-space/inventories/{id}: the inventory's results (totals, by category and gas, intensity and year-on-year when they exist) and the trace of one category's total down to its rows and factors with their sources.",
    vi: '/work-space/inventories/{id}: kết quả của kỳ kiểm kê (tổng, theo danh mục và khí, cường độ và so sánh với năm cơ sở khi có) và truy vết tổng của một danh mục đến từng dòng dữ liệu và hệ số kèm nguồn.',
  },
  machine: inventoryResultsMachine,
  starts: [
    {
      label: `/work-space/inventories/${RESULTS_INVENTORY}`,
      input: { spaceId: null, inventoryId: RESULTS_INVENTORY },
    },
  ],
  events: typed<ResultsEvent>([
    { type: 'user.trace', category: 'S1_STATIONARY_COMBUSTION' },
    { type: 'user.closeTrace' },
    { type: 'user.retry' },
  ]),
  actors: {
    kind: 'scripted',
    outcomes: [
      done('loadResults', RESULTS),
      failed('loadResults', offline),
      done('loadTrace', TRACE),
      failed('loadTrace', offline),
    ],
  },
  serializeState: (snapshot) => {
    const context = snapshot.context as { traceRows: unknown; traceError: unknown; loadError: unknown };
    return JSON.stringify([
      snapshot.value,
      Boolean(context.traceRows),
      Boolean(context.traceError),
      Boolean(context.loadError),
    ]);
  },
};
