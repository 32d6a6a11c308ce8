// The guard of the GHG risk model (ghg-risk.ts): a quantity that is not a finite number of zero or more, or a
// head count that is not a whole number, is refused by name, and so is any computed figure that comes out
// non-finite or negative (a replaced factor table can do that). The model then never answers NaN, Infinity or a
// negative total: the caller gets a typed refusal to show or to answer with (400 on the API). The OpenAPI
// contract already bounds every quantity; this check holds for every other caller (machines, scripts, tests) and
// for inputs that JSON parsing turns into Infinity (1e400).

/** Why an input quantity is refused. */
export type GhgInputProblem =
  | 'notFinite'
  | 'negative'
  | 'notInteger'
  | 'gridFactorNeeded'
  /** "Verified data: yes" without the verified figure (tCO2e per tonne). */
  | 'verifiedSeeNeeded';

/** A refused input, by its dotted path in the input ("fuels.dieselLitres", "cbamExports.0.quantity"). */
export interface GhgInputIssue {
  field: string;
  problem: GhgInputProblem;
}

export type GhgRefusal =
  | { kind: 'input'; issues: GhgInputIssue[] }
  /** A computed figure (dotted path in the assessment) that is not a finite number of zero or more. */
  | { kind: 'result'; figure: string; problem: 'notFinite' | 'negative' };

/** The numeric inputs the model reads (structurally: what GhgAssessmentInput holds). */
export interface GhgNumericInput {
  employees: number;
  revenueVnd: number;
  electricityKwh: number;
  wasteHandledTonnes?: number;
  ownGridFactor?: number;
  fuels?: Readonly<Record<string, number | undefined>>;
  cbamExports?: readonly { quantity: number; verifiedData?: boolean; verifiedSee?: number }[];
}

function problemOf(value: unknown, integer = false): GhgInputProblem | null {
  if (typeof value !== 'number' || !Number.isFinite(value)) return 'notFinite';
  if (value < 0) return 'negative';
  if (integer && !Number.isInteger(value)) return 'notInteger';
  return null;
}

/** Every quantity of the input that the model must not compute with; empty when all are fine. */
export function checkGhgInput(input: GhgNumericInput): GhgInputIssue[] {
  const issues: GhgInputIssue[] = [];
  const check = (field: string, value: unknown, integer = false) => {
    const problem = problemOf(value, integer);
    if (problem) issues.push({ field, problem });
  };
  check('employees', input.employees, true);
  check('revenueVnd', input.revenueVnd);
  check('electricityKwh', input.electricityKwh);
  if (input.wasteHandledTonnes !== undefined) check('wasteHandledTonnes', input.wasteHandledTonnes);
  if (input.ownGridFactor !== undefined) check('ownGridFactor', input.ownGridFactor);
  for (const [key, value] of Object.entries(input.fuels ?? {})) {
    if (value !== undefined) check(`fuels.${key}`, value);
  }
  (input.cbamExports ?? []).forEach((good, index) => {
    check(`cbamExports.${index}.quantity`, good.quantity);
    if (good.verifiedSee !== undefined) check(`cbamExports.${index}.verifiedSee`, good.verifiedSee);
    else if (good.verifiedData)
      // Verified data replace the marked-up default only with the verified figure itself.
      issues.push({ field: `cbamExports.${index}.verifiedSee`, problem: 'verifiedSeeNeeded' });
  });
  return issues;
}

/**
 * The first computed number that is not finite or is negative, with its dotted path; `skip` names top-level keys
 * not to walk (the echoed input, checked before). Null, strings and booleans are not figures.
 */
export function badFigure(
  value: unknown,
  skip: readonly string[] = [],
  path = '',
): { figure: string; problem: 'notFinite' | 'negative' } | null {
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return { figure: path, problem: 'notFinite' };
    return value < 0 ? { figure: path, problem: 'negative' } : null;
  }
  if (value === null || typeof value !== 'object') return null;
  for (const [key, item] of Object.entries(value)) {
    if (path === '' && skip.includes(key)) continue;
    const found = badFigure(item, skip, path ? `${path}.${key}` : key);
    if (found) return found;
  }
  return null;
}
