// The parts of `npm run bench` and BENCH_ONLY's choice among them (tests/bench/bench.ts).
export const PARTS = ['js', 'lighthouse', 'server', 'api', 'inventory', 'inventory-api'] as const;
export type Part = (typeof PARTS)[number];

/** Every part when BENCH_ONLY is unset or empty, else the listed ones (comma-separated); an unknown name throws. */
export function selectedParts(only: string | undefined): Set<Part> {
  if (!only?.trim()) return new Set(PARTS);
  const asked = only.split(',').map((part) => part.trim().toLowerCase());
  const unknown = asked.filter((part) => !(PARTS as readonly string[]).includes(part));
  if (unknown.length > 0) {
    throw new Error(`BENCH_ONLY: unknown part(s) ${unknown.join(', ')}; use ${PARTS.join(',')}`);
  }
  return new Set(asked as Part[]);
}
