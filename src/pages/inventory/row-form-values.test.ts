// The row form's reading of typed values (issue 15 item 2): numbers in the reader's language, ambiguous or foreign
// texts refused with the field named as the server names it, a spend in dong with its exchange rate.
import { describe, expect, it } from 'vitest';
import { GRID_FACTOR } from '../../../tests/paths/registry/inventory-data';
import { initialFields, rowSubmission, unitsFor, withCategory, type RowFields } from './row-form-values';

const texts = { required: 'required', number: (r: { problem: string }) => r.problem };
const base = initialFields(
  null,
  { facilityId: 'f', periodKind: 'YEAR', periodNumber: null, year: 2025 },
  'vi',
);

describe('row form values', () => {
  it('reads a quantity the Vietnamese way and keeps the typed text', () => {
    const { values, issues } = rowSubmission({ ...base, quantity: '1.234,5' }, [], 'vi', texts);
    expect(issues).toEqual({});
    expect(values.quantity).toEqual({ value: 1234.5, unit: 'L', text: '1.234,5' });
    expect(values.period).toEqual({ kind: 'YEAR', year: 2025 });
  });

  it('refuses "1.234,5" in English and "abc" anywhere, naming quantity.value', () => {
    expect(rowSubmission({ ...base, quantity: '1.234,5' }, [], 'en', texts).issues).toEqual({
      'quantity.value': 'otherLocale',
    });
    expect(rowSubmission({ ...base, quantity: 'abc' }, [], 'vi', texts).issues).toEqual({
      'quantity.value': 'notANumber',
    });
    expect(rowSubmission({ ...base, quantity: '1,500' }, [], 'vi', texts).issues).toEqual({
      'quantity.value': 'ambiguous',
    });
  });

  it('asks for the month of a monthly row', () => {
    const fields: RowFields = { ...base, quantity: '5', periodKind: 'MONTH', periodNumber: '' };
    expect(rowSubmission(fields, [], 'vi', texts).issues).toEqual({ 'period.number': 'required' });
    const march = rowSubmission({ ...fields, periodNumber: '3' }, [], 'vi', texts);
    expect(march.values.period).toEqual({ kind: 'MONTH', year: 2025, number: 3 });
  });

  it('needs the exchange rate, its year and source for a spend in dong against a USD factor', () => {
    const spend = withCategory(base, 'S3_01_PURCHASED_GOODS_SERVICES', ['SPEND', 'CUSTOM']);
    const usd = { ...GRID_FACTOR, id: 'USEEIO', group: 'SPEND' as const, perUnit: 'USD' as const };
    const fields: RowFields = { ...spend, quantity: '250.000.000', unit: 'VND', factorIds: ['USEEIO'] };
    expect(Object.keys(rowSubmission(fields, [usd], 'vi', texts).issues).sort()).toEqual([
      'exchangeRate.rate',
      'exchangeRate.source',
    ]);
    const ok = rowSubmission({ ...fields, rate: '25.000', rateSource: 'Vietcombank' }, [usd], 'vi', texts);
    expect(ok.issues).toEqual({});
    expect(ok.values.exchangeRate).toEqual({
      from: 'USD',
      to: 'VND',
      rate: 25000,
      year: 2025,
      source: 'Vietcombank',
    });
  });

  it('offers the units of the factor dimension only', () => {
    const electricity = withCategory(base, 'S2_ELECTRICITY', ['ELECTRICITY', 'CUSTOM']);
    expect(unitsFor(electricity, [GRID_FACTOR])).toEqual(['kWh', 'MWh']);
    const refrigerant = withCategory(base, 'S1_FUGITIVE_REFRIGERANTS', ['REFRIGERANT']);
    const { values } = rowSubmission({ ...refrigerant, quantity: '12,5' }, [], 'vi', texts);
    expect(values).toMatchObject({
      inputKind: 'REFRIGERANT',
      refrigerant: { gas: 'HFC-32', method: 'TOP_UP' },
    });
  });
});
