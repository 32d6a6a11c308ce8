// The Decision 13/2024/QD-TTg facility list, as far as the product has it (a leaf module: the result page reads
// whether it is loaded without pulling in the factor tables).

/**
 * Tax codes on the annexes of Decision 13/2024/QD-TTg (facilities that must inventory). The annex list is data to
 * be loaded; until it is, no tax code matches and the check relies on criteria M1-M3.
 */
export const DECISION_13_2024_TAX_CODES: ReadonlySet<string> = new Set<string>();

/**
 * Whether the Decision 13/2024 list is loaded. While it is not, no screen may promise the check: the result says
 * the verdict rests on criteria M1-M3 only (issue 14, item 5), and the tax code only identifies the company.
 */
export const DECISION_13_2024_LIST_LOADED: boolean = DECISION_13_2024_TAX_CODES.size > 0;
