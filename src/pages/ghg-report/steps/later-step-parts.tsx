// What the assessment's later steps (energy, CBAM exports, review) share, loaded with them (./later-steps.tsx) rather
// than with the page: their Back / Next / submit buttons and their amounts' bounds and the CN code's form.
import { useI18nContext } from '../../../i18n/i18n-react';
import type { NumberRules } from '../../../../domain/numbers';
import type { FuelKey } from '../../../../machines/ghg/energy-and-goods';
import { SubmitButton } from '../../../components/form/submit-button';
import { upTo } from '../assessment-fields';

// The contract's bounds (openapi/components/schemas/GhgAssessmentInput.yaml, CbamExport.yaml), as the first step's
// (../assessment-fields.ts `COMPANY_RULES`).
export const AMOUNT_RULES = {
  electricityKwh: upTo(1e13),
  wasteHandledTonnes: upTo(1e9),
  quantity: upTo(1e9),
  verifiedSee: upTo(1000),
  ownGridFactor: upTo(10),
} as const satisfies Record<string, NumberRules>;

export const FUEL_RULES: Record<FuelKey, NumberRules> = {
  vehicleDieselLitres: upTo(1e12),
  vehicleGasolineLitres: upTo(1e12),
  dieselLitres: upTo(1e12),
  gasolineLitres: upTo(1e12),
  lpgKg: upTo(1e12),
  fuelOilLitres: upTo(1e12),
  naturalGasM3: upTo(1e12),
  anthraciteTonnes: upTo(1e9),
  bituminousCoalTonnes: upTo(1e9),
  biomassTonnes: upTo(1e9),
};

export const CN_CODE = /^[0-9]{4}([0-9]{2}([0-9]{2}([0-9]{2})?)?)?$/;

export function StepActions({ onBack, last, busy }: { onBack: () => void; last?: boolean; busy?: boolean }) {
  const { LL } = useI18nContext();
  const t = LL.ghgLater.actions;
  return (
    <div className="form-actions ghg-actions">
      <button type="button" className="button button-secondary" onClick={onBack} disabled={busy}>
        {t.back()}
      </button>
      <SubmitButton busy={busy} busyLabel={t.submitting()}>
        {last ? t.submit() : LL.ghg.wizard.next()}
      </SubmitButton>
    </div>
  );
}
