// One activity row to tCO2e, from the factor snapshots pinned to it (never the library). A row that cannot be
// calculated says why: `invalid` with typed issues, or `noFactor` — never a silent 0.
import { categoryOf, inputRuleOf } from '../activity-categories';
import { GWP_TABLES, type GwpTable } from '../factors/gwp';
import type { FactorSnapshot } from '../factors/types';
import { convertFuel, convertMoney, convertWithin, dimensionOf, type Conversion } from '../units';
import { isValidPeriod, monthsOf } from './periods';
import type { ActivityRow, CalcOptions, CalculatedRow, RowIssue, RowResult, TraceLine } from './types';

function checkNumber(value: number, field: string, issues: RowIssue[]): void {
  if (!Number.isFinite(value)) issues.push({ kind: 'nonFiniteQuantity', field });
  else if (value < 0) issues.push({ kind: 'negativeQuantity', field });
}

function validate(row: ActivityRow): RowIssue[] {
  const issues: RowIssue[] = [];
  const category = categoryOf(row.category);
  if (!category) return [{ kind: 'unknownCategory' }];
  if (category.scope !== row.scope) issues.push({ kind: 'scopeMismatch', expected: category.scope });
  const rule = inputRuleOf(row.category, row.inputKind);
  if (!rule) issues.push({ kind: 'inputKindNotAllowed' });
  else if (!rule.units.includes(row.entered.unit))
    issues.push({ kind: 'unitNotAllowed', unit: row.entered.unit });
  if (!isValidPeriod(row.period)) issues.push({ kind: 'invalidPeriod' });
  checkNumber(row.entered.value, 'entered.value', issues);
  if (rule) {
    for (const f of row.factors) {
      if (!rule.factorGroups.includes(f.group)) issues.push({ kind: 'factorNotAllowed', factorId: f.id });
    }
  }
  // a handful of factors per row: pairwise checks, no allocation
  const fs = row.factors;
  for (let i = 0; i < fs.length; i += 1) {
    if (fs[i].group !== fs[0].group || fs[i].activity !== fs[0].activity) {
      issues.push({ kind: 'mixedFactors' });
      break;
    }
  }
  for (let i = 1; i < fs.length; i += 1) {
    for (let j = 0; j < i; j += 1) {
      if (fs[i].gas === fs[j].gas) {
        issues.push({ kind: 'duplicateGas', gas: fs[i].gas });
        break;
      }
    }
  }
  if (row.inputKind === 'REFRIGERANT') {
    if (!row.refrigerant) issues.push({ kind: 'missingRefrigerant' });
    else if (row.refrigerant.method === 'MASS_BALANCE') {
      const b = row.refrigerant.balance;
      if (!b) issues.push({ kind: 'missingRefrigerant' });
      else for (const [k, v] of Object.entries(b)) checkNumber(v, `refrigerant.balance.${k}`, issues);
    }
  }
  if (row.instruments && row.instruments.length > 0) {
    if (row.inputKind !== 'ELECTRICITY') issues.push({ kind: 'instrumentsOnNonElectricity' });
    row.instruments.forEach((inst, i) => {
      checkNumber(inst.quantity, `instruments.${i}.quantity`, issues);
      if (inst.evidence.trim() === '') issues.push({ kind: 'instrumentWithoutEvidence', index: i });
      if (inst.factor && inst.factor.group !== 'GRID_ELECTRICITY') {
        issues.push({ kind: 'factorNotAllowed', factorId: inst.factor.id });
      }
    });
    const covered = row.instruments.reduce((s, i) => s + i.quantity, 0);
    if (covered > row.entered.value) issues.push({ kind: 'instrumentsExceedQuantity' });
  }
  return issues;
}

/** The row's quantity in the factor's unit. */
function quantityFor(row: ActivityRow, quantity: number, factor: FactorSnapshot): Conversion {
  const from = row.entered.unit;
  if (factor.kind === 'COMBUSTION') {
    return convertFuel(quantity, from, factor.perUnit, factor.fuel ?? { source: '' });
  }
  if (dimensionOf(from) === 'money') return convertMoney(quantity, from, factor.perUnit, row.exchangeRate);
  return convertWithin(quantity, from, factor.perUnit);
}

function line(
  factor: FactorSnapshot,
  quantity: number,
  gwps: GwpTable,
  basis: TraceLine['basis'],
): TraceLine {
  const gasKg = quantity * factor.value;
  const gwp = factor.gas === 'CO2e' ? 1 : gwps.values[factor.gas];
  return {
    factorId: factor.id,
    gas: factor.gas,
    factorValue: factor.value,
    factorUnit: `kg/${factor.perUnit}`,
    quantity,
    gasKg,
    gwp,
    tco2e: (gasKg / 1000) * gwp,
    basis,
    biogenic: factor.biogenic === true,
    source: factor.source,
  };
}

function refrigerantReleasedIn(row: ActivityRow): number {
  const r = row.refrigerant!;
  if (r.method === 'TOP_UP') return row.entered.value;
  const b = r.balance!;
  return b.stockStart - b.stockEnd + (b.purchased - b.soldOrReturned) + (b.retiredCapacity - b.newCapacity);
}

function finish(row: ActivityRow, trace: TraceLine[], market: number | null, notes: string[]): CalculatedRow {
  const byGas: CalculatedRow['byGas'] = {};
  let tco2e = 0;
  let biogenicCo2T = 0;
  for (const l of trace) {
    if (l.basis === 'market') continue;
    if (l.biogenic) {
      biogenicCo2T += l.gasKg / 1000;
      continue;
    }
    tco2e += l.tco2e;
    byGas[l.gas] = (byGas[l.gas] ?? 0) + l.tco2e;
  }
  return {
    status: 'calculated',
    row,
    byGas,
    tco2e,
    tco2eMarket: market,
    biogenicCo2T,
    months: monthsOf(row.period),
    trace,
    notes,
  };
}

export function calculateRow(row: ActivityRow, options: CalcOptions): RowResult {
  const issues = validate(row);
  if (issues.length > 0) return { status: 'invalid', row, issues };
  const gwps = GWP_TABLES[options.gwpSet];
  const notes: string[] = [];

  if (row.inputKind === 'REFRIGERANT') {
    const released = convertWithin(refrigerantReleasedIn(row), row.entered.unit, 'kg');
    if (!released.ok)
      return {
        status: 'invalid',
        row,
        issues: [{ kind: 'conversion', factorId: 'GWP', refusal: released.refusal }],
      };
    if (released.value < 0)
      return {
        status: 'invalid',
        row,
        issues: [{ kind: 'negativeMassBalance', releasedKg: released.value }],
      };
    const gas = row.refrigerant!.gas;
    const gwp = gwps.values[gas];
    const trace: TraceLine = {
      factorId: `GWP-${gwps.set}-${gas}`,
      gas,
      factorValue: 1,
      factorUnit: 'kg/kg',
      quantity: released.value,
      gasKg: released.value,
      gwp,
      tco2e: (released.value / 1000) * gwp,
      basis: 'both',
      biogenic: false,
      source: {
        document: `IPCC ${gwps.set} GWP-100`,
        table: 'GWP table',
        row: gas,
        year: gwps.set === 'AR5' ? 2014 : 2021,
        readFrom: gwps.source,
      },
    };
    return finish(row, [trace], null, notes);
  }

  if (row.factors.length === 0) return { status: 'noFactor', row, missing: 'factor' };
  const trace: TraceLine[] = [];
  for (const factor of row.factors) {
    const q = quantityFor(row, row.entered.value, factor);
    if (!q.ok)
      return {
        status: 'invalid',
        row,
        issues: [{ kind: 'conversion', factorId: factor.id, refusal: q.refusal }],
      };
    trace.push(line(factor, q.value, gwps, row.inputKind === 'ELECTRICITY' ? 'location' : 'both'));
    if (factor.validFrom > row.period.year || (factor.validTo !== null && factor.validTo < row.period.year)) {
      notes.push(
        `factorYears:${factor.id}:${factor.validFrom}-${factor.validTo ?? ''}:rowYear:${row.period.year}`,
      );
    }
    if (factor.money && row.exchangeRate && row.exchangeRate.year !== factor.money.dollarYear) {
      notes.push(`spendYear:${row.exchangeRate.year}:factorDollarYear:${factor.money.dollarYear}`);
    }
  }

  let market: number | null = null;
  if (row.inputKind === 'ELECTRICITY') {
    market = 0;
    let covered = 0;
    for (const inst of row.instruments ?? []) {
      covered += inst.quantity;
      if (inst.kind === 'SUPPLIER_FACTOR') {
        if (!inst.factor) return { status: 'noFactor', row, missing: 'supplierFactor' };
        const q = quantityFor(row, inst.quantity, inst.factor);
        if (!q.ok)
          return {
            status: 'invalid',
            row,
            issues: [{ kind: 'conversion', factorId: inst.factor.id, refusal: q.refusal }],
          };
        const l = line(inst.factor, q.value, gwps, 'market');
        trace.push(l);
        market += l.tco2e;
      }
      // Certificates and a direct PPA from renewables: zero emissions for the covered quantity, with evidence.
    }
    // The uncovered rest at the grid factor: Vietnam publishes no residual mix (GHG Protocol Scope 2 Guidance,
    // Table 6.3: the grid average is the last step of the hierarchy), disclosed in ENGINE.md.
    const rest = row.entered.value - covered;
    for (const factor of row.factors) {
      const q = quantityFor(row, rest, factor);
      if (!q.ok)
        return {
          status: 'invalid',
          row,
          issues: [{ kind: 'conversion', factorId: factor.id, refusal: q.refusal }],
        };
      const l = line(factor, q.value, gwps, 'market');
      trace.push(l);
      market += l.tco2e;
    }
  }
  return finish(row, trace, market, notes);
}
