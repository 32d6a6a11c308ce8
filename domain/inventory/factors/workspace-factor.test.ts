import { describe, expect, it } from 'vitest';
import { calculateRow } from '../engine/row';
import { row } from '../engine/test-rows';
import { snapshotOf } from './types';
import { workspaceFactor, type WorkspaceFactorInput } from './workspace-factor';

const input: WorkspaceFactorInput = {
  workspaceId: 'w1',
  code: 'LIME-KILN-2025',
  value: 750,
  perUnit: 't',
  gas: 'CO2',
  group: 'CUSTOM',
  document: 'Kiln test report',
  year: 2025,
  evidence: 'doc-123',
  region: 'VN',
  validFrom: 2025,
  validTo: null,
};

describe('workspace factor', () => {
  it('is made with its source and evidence and computes like any pinned factor', () => {
    const made = workspaceFactor(input);
    if (!made.ok) throw new Error(JSON.stringify(made.issues));
    expect(made.factor).toMatchObject({
      id: 'WS-w1-LIME-KILN-2025',
      evidence: 'doc-123',
      source: { year: 2025 },
    });
    // 2 t × 750 kg/t = 1,500 kg = 1.5 t
    const r = calculateRow(row('S1_PROCESS', 'CUSTOM', 2, 't', [snapshotOf(made.factor)]), { gwpSet: 'AR5' });
    expect(r.status === 'calculated' && r.tco2e).toBe(1.5);
  });

  it('is refused without evidence or document, with a bad value, unit or years', () => {
    const made = workspaceFactor({
      ...input,
      value: Number.NaN,
      perUnit: 'gallon',
      evidence: ' ',
      document: '',
      validTo: 2020,
    });
    expect(made.ok).toBe(false);
    if (!made.ok) {
      expect(made.issues).toEqual([
        { field: 'value', kind: 'notPositiveFinite' },
        { field: 'perUnit', kind: 'unknownUnit' },
        { field: 'document', kind: 'required' },
        { field: 'evidence', kind: 'required' },
        { field: 'validTo', kind: 'invalidYear' },
      ]);
    }
  });
});
