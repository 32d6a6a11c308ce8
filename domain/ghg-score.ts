// The rules of the GHG risk score (the model of the GHG reference notes, section 6; applied by ghg-risk.ts): the
// Decree 06 status, the points of each score factor (A regulation, B CBAM, C intensity, D market pressure, E data
// readiness), the level a score falls in and the next steps. Pure functions of the model's figures.
import { DECREE_06_THRESHOLDS, type SmeField } from './ghg-factors';
import type { GhgRiskLevel, GhgSector, InventoryStatus, NextStepCode } from './ghg-risk';

/** Decree 06 status from the criteria and the ratio; NOT_APPLICABLE for a facility outside Vietnam. */
export function inventoryStatus(
  onList: boolean,
  criterionHolds: boolean,
  ratio: number,
  inVietnam = true,
): InventoryStatus {
  if (!inVietnam) return 'NOT_APPLICABLE';
  if (onList) return 'ON_LIST';
  if (criterionHolds) return 'LIKELY_REQUIRED';
  if (ratio >= DECREE_06_THRESHOLDS.approachingRatio) return 'APPROACHING';
  return 'UNLIKELY';
}

/**
 * Score factor A: 0 / 15 (approaching) / 25 (likely or listed), +5 in an ETS quota sector. Decree 06 and Decree
 * 119's quotas are Vietnam's: a facility elsewhere (NOT_APPLICABLE) gets 0 here, as its country's own rules are not
 * assessed; the other factors score as usual, so its score can reach 65 at most.
 */
export function regulationPoints(status: InventoryStatus, quotaSector: boolean): number {
  const base = status === 'ON_LIST' || status === 'LIKELY_REQUIRED' ? 25 : status === 'APPROACHING' ? 15 : 0;
  return base + (quotaSector ? 5 : 0);
}

/**
 * Score factor B: 0 without CBAM goods; else 10 / 20 / 30 when EUR_2030 ÷ revenue is < 0.5% / 0.5-2% / > 2%
 * (no revenue: 30 if there is a cost, else 10); +5 when relying on default values. When some good's cost is
 * unknown (no sourced default value or benchmark), the exposure is unknown and scores as the highest band (30),
 * never as a €0 cost.
 */
export function cbamPoints(
  applicable: boolean,
  sharePercent: number | null,
  cost2030Eur: number,
  usesDefaults: boolean,
  unknown = false,
): number {
  if (!applicable) return 0;
  let base: number;
  if (unknown) base = 30;
  else if (sharePercent === null) base = cost2030Eur > 0 ? 30 : 10;
  else if (sharePercent < 0.5) base = 10;
  else if (sharePercent <= 2) base = 20;
  else base = 30;
  return base + (usesDefaults ? 5 : 0);
}

/** Score factor C: 0 if I < 20; 5 if 20-50; 10 if 50-100; 15 if > 100 (tCO2e per VND billion). */
export function intensityPoints(intensity: number | null): number {
  if (intensity === null || intensity < 20) return 0;
  if (intensity < 50) return 5;
  if (intensity <= 100) return 10;
  return 15;
}

/** Score factor D: +5 exporting to the EU, US or Japan; +5 larger than an SME (Decree 80/2021, industry). */
export function marketPressurePoints(keyMarkets: boolean, largerThanSme: boolean): number {
  return (keyMarkets ? 5 : 0) + (largerThanSme ? 5 : 0);
}

/**
 * Decree 80/2021's field of a sector: trade and services for freight transport, commercial buildings and services;
 * agriculture, forestry, fisheries, industry and construction for the rest (waste treatment and "other" included,
 * the stricter of the two).
 */
export function smeFieldOf(sector: GhgSector): SmeField {
  return sector === 'FREIGHT_TRANSPORT' || sector === 'COMMERCIAL_BUILDING' || sector === 'SERVICES'
    ? 'TRADE_SERVICES'
    : 'INDUSTRY';
}

/** Score factor E: +5 without a previous inventory. */
export function dataReadinessPoints(previousInventory: boolean): number {
  return previousInventory ? 0 : 5;
}

/** Under 25 LOW; 25-49 MEDIUM; 50-74 HIGH; 75 or more VERY_HIGH. */
export function riskLevel(score: number): GhgRiskLevel {
  if (score >= 75) return 'VERY_HIGH';
  if (score >= 50) return 'HIGH';
  if (score >= 25) return 'MEDIUM';
  return 'LOW';
}

/** FULL_INVENTORY when likely or listed; CBAM_DATA with CBAM goods; ENERGY_AUDIT when S ≥ 1,000; always the rest. */
export function chooseNextSteps(
  status: InventoryStatus,
  cbamApplicable: boolean,
  totalTco2e: number,
): NextStepCode[] {
  const steps: NextStepCode[] = [];
  if (status === 'LIKELY_REQUIRED' || status === 'ON_LIST') steps.push('FULL_INVENTORY');
  if (cbamApplicable) steps.push('CBAM_DATA');
  if (totalTco2e >= 1000) steps.push('ENERGY_AUDIT');
  steps.push('ACADEMY_COURSE', 'PRICING');
  return steps;
}
