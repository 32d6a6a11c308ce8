// The factor picker (issue 15 items 2-3): loads by category, reloads on a new category, adds a workspace factor
// to the list and remembers it; a refusal is kept for the factor form.
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { factorPickerMachine, type AddFactorInput, type LoadFactorsInput } from './factor-picker.machine';
import type { EmissionFactor } from './activity-data.types';
import { GRID_FACTOR } from '../../tests/paths/registry/inventory-data';
import { apiError } from '../../tests/paths/registry/entry';

const VALUES: AddFactorInput['values'] = {
  code: 'LO-VOI',
  value: 12.5,
  perUnit: 't',
  gas: 'CO2',
  group: 'CUSTOM',
  document: 'Báo cáo đo đạc lò vôi 2025',
  year: 2025,
  evidence: 'BB-2025-07',
  region: 'VN',
  validFrom: 2025,
};

function start(add: (input: AddFactorInput) => Promise<EmissionFactor>) {
  const loads: LoadFactorsInput[] = [];
  const actor = createActor(
    factorPickerMachine.provide({
      actors: {
        loadFactors: fromPromise<EmissionFactor[], LoadFactorsInput>(async ({ input }) => {
          loads.push(input);
          return [GRID_FACTOR];
        }),
        addFactor: fromPromise<EmissionFactor, AddFactorInput>(async ({ input }) => add(input)),
      },
    }),
    { input: { spaceId: null, category: 'S2_ELECTRICITY' } },
  ).start();
  return { actor, loads };
}

describe('factor picker machine', () => {
  it('loads the factors of the category, and again for a new category', async () => {
    const { actor, loads } = start(async () => GRID_FACTOR);
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'user.category', category: 'S3_01_PURCHASED_GOODS_SERVICES' });
    await waitFor(actor, (s) => s.matches('ready') && loads.length === 2);
    expect(loads.map((l) => l.category)).toEqual(['S2_ELECTRICITY', 'S3_01_PURCHASED_GOODS_SERVICES']);
  });

  it('adds a workspace factor to the list and remembers it', async () => {
    const own: EmissionFactor = { ...GRID_FACTOR, id: 'WS-x-LO-VOI', origin: 'WORKSPACE', group: 'CUSTOM' };
    const { actor } = start(async () => own);
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'user.addFactor', values: VALUES });
    await waitFor(actor, (s) => s.matches('ready') && s.context.added !== null);
    expect(actor.getSnapshot().context.factors.map((f) => f.id)).toEqual([GRID_FACTOR.id, own.id]);
  });

  it('keeps a refused factor for the form', async () => {
    const { actor } = start(async () => {
      throw apiError(400, 'VALIDATION_FAILED', 'Dữ liệu không hợp lệ', [
        { field: 'evidence', message: 'Cần bằng chứng' },
      ]);
    });
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'user.addFactor', values: VALUES });
    await waitFor(actor, (s) => s.matches('ready') && s.context.addError !== null);
    expect(actor.getSnapshot().context.addError?.fieldErrors.evidence?.text).toBe('Cần bằng chứng');
    expect(actor.getSnapshot().context.added).toBeNull();
  });
});
