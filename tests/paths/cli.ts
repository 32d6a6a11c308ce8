// `npm run paths` lists the machines; `npm run paths -- <machine> [--shortest|--simple] [--format text|json|markdown]`
// prints the model paths of one machine (tests/paths/registry/index.ts): each step's event with its payload and the state it
// reaches, numbered, then the coverage of states and transitions. A tester can hand one path to a person to walk
// through by hand. Exit code 1 when the shortest paths miss a state or a transition, 2 on a usage error.
import { pathToFileURL } from 'node:url';
import { findMachine, machineRegistry } from './registry/index';
import type { MachineEntry } from './registry/entry';
import { allStateIds, allTransitions } from './coverage';
import {
  describeEvent,
  eventLine,
  generatePaths,
  modelCoverage,
  stateName,
  type ModelCoverage,
  type ModelPath,
  type PathKind,
} from './model';

export type Format = 'text' | 'json' | 'markdown';

const USAGE = `usage: npm run paths -- [<machine>] [--shortest|--simple] [--format text|json|markdown] [--limit N]
  without a machine: lists every machine
  --shortest  (default) the fewest shortest paths that together take every transition
  --simple    every path that visits no state twice (exploratory; at most --limit per start, default 500)`;

export function listMachines(format: Format): string {
  const rows = machineRegistry.map((entry) => ({
    id: entry.id,
    file: entry.file,
    states: allStateIds(entry.machine).length,
    transitions: allTransitions(entry.machine).length,
    purpose: entry.purpose.en,
  }));
  if (format === 'json') return JSON.stringify(rows, null, 2);
  if (format === 'markdown') {
    return [
      '| machine | states | transitions | purpose |',
      '| --- | --- | --- | --- |',
      ...rows.map((row) => `| \`${row.id}\` | ${row.states} | ${row.transitions} | ${row.purpose} |`),
    ].join('\n');
  }
  const width = Math.max(...rows.map((row) => row.id.length));
  return [
    'Machines (npm run paths -- <machine>):',
    ...rows.map(
      (row) =>
        `  ${row.id.padEnd(width)}  ${String(row.states).padStart(3)} states ${String(row.transitions).padStart(3)} transitions  ${row.purpose}`,
    ),
  ].join('\n');
}

function tagsOf(path: ModelPath['steps'][number]): string[] {
  return [...(path.state.tags as Set<string>)].sort();
}

function coverageLines(coverage: ModelCoverage): string[] {
  const states = coverage.states.all.length - coverage.states.missing.length;
  const transitions = coverage.transitions.all.length - coverage.transitions.missing.length;
  return [
    `Coverage: states ${states}/${coverage.states.all.length}, transitions ${transitions}/${coverage.transitions.all.length}`,
    ...coverage.states.missing.map((id) => `  state not reached: ${id}`),
    ...coverage.transitions.missing.map((ref) => `  transition not taken: ${ref.id}`),
  ];
}

export function renderPaths(
  entry: MachineEntry,
  kind: PathKind,
  paths: ModelPath[],
  coverage: ModelCoverage,
  format: Format,
): string {
  if (format === 'json') {
    return JSON.stringify(
      {
        machine: entry.id,
        purpose: entry.purpose,
        kind,
        paths: paths.map((path, i) => ({
          number: i + 1,
          start: path.start.label,
          input: path.start.input ?? null,
          steps: path.steps.map((step, j) => ({
            number: j + 1,
            ...describeEvent(step.event),
            event: step.event,
            state: stateName(step.state),
            tags: tagsOf(step),
          })),
          end: stateName(path.state),
        })),
        coverage: {
          states: {
            total: coverage.states.all.length,
            covered: coverage.states.all.length - coverage.states.missing.length,
            missing: coverage.states.missing,
          },
          transitions: {
            total: coverage.transitions.all.length,
            covered: coverage.transitions.all.length - coverage.transitions.missing.length,
            missing: coverage.transitions.missing.map((ref) => ref.id),
          },
        },
      },
      (_, value: unknown) =>
        value instanceof Error ? { ...value, name: value.name, message: value.message } : value,
      2,
    );
  }
  const lines: string[] = [];
  const starts = new Set(paths.map((path) => path.start.label));
  if (format === 'markdown') {
    lines.push(`# Model paths: ${entry.id} (${kind})`, '', entry.purpose.en, '', `_${entry.purpose.vi}_`, '');
    paths.forEach((path, i) => {
      const from = starts.size > 1 ? ` (start: ${path.start.label})` : '';
      lines.push(`## Path ${i + 1}${from}: ends in \`${stateName(path.state)}\``, '');
      path.steps.forEach((step, j) =>
        lines.push(`${j + 1}. \`${eventLine(step.event)}\` → **${stateName(step.state)}**`),
      );
      lines.push('');
    });
    lines.push('## Coverage', '', ...coverageLines(coverage).map((line) => `- ${line.trim()}`));
    return lines.join('\n');
  }
  lines.push(`${entry.id}: ${entry.purpose.en}`, `  ${entry.purpose.vi}`, '');
  paths.forEach((path, i) => {
    const from = starts.size > 1 ? ` (start: ${path.start.label})` : '';
    lines.push(`Path ${i + 1}${from}: ${path.steps.length} step(s), ends in ${stateName(path.state)}`);
    path.steps.forEach((step, j) => {
      const tags = tagsOf(step);
      lines.push(
        `  ${String(j + 1).padStart(2)}. ${eventLine(step.event)}`,
        `      → ${stateName(step.state)}${tags.length ? ` [${tags.join(', ')}]` : ''}`,
      );
    });
    lines.push('');
  });
  lines.push(`${paths.length} path(s), ${kind}.`, ...coverageLines(coverage));
  return lines.join('\n');
}

export interface CliResult {
  output: string;
  code: number;
}

export function runCli(args: readonly string[]): CliResult {
  let kind: PathKind = 'shortest';
  let format: Format = 'text';
  let limit: number | undefined;
  let id: string | undefined;
  for (let i = 0; i < args.length; i++) {
    const arg = args[i];
    if (arg === '--shortest' || arg === '--simple') kind = arg === '--simple' ? 'simple' : 'shortest';
    else if (arg === '--format' || arg.startsWith('--format=')) {
      const value = arg.includes('=') ? arg.slice('--format='.length) : args[++i];
      if (value !== 'text' && value !== 'json' && value !== 'markdown')
        return { output: `unknown format "${value}"\n${USAGE}`, code: 2 };
      format = value;
    } else if (arg === '--limit') {
      limit = Number(args[++i]);
      if (!Number.isInteger(limit) || limit < 1)
        return { output: `--limit needs a positive integer\n${USAGE}`, code: 2 };
    } else if (arg === '--list') id = undefined;
    else if (arg === '--help' || arg === '-h') return { output: USAGE, code: 0 };
    else if (arg.startsWith('-')) return { output: `unknown option "${arg}"\n${USAGE}`, code: 2 };
    else id = arg;
  }
  if (!id) return { output: listMachines(format), code: 0 };
  const entry = findMachine(id);
  if (!entry) {
    return {
      output: `unknown machine "${id}"; one of: ${machineRegistry.map((machine) => machine.id).join(', ')}`,
      code: 2,
    };
  }
  const paths = generatePaths(entry, kind, { limit });
  const coverage = modelCoverage(entry, paths);
  const complete = coverage.states.missing.length === 0 && coverage.transitions.missing.length === 0;
  // Simple paths never return to a state, so they need not take every transition: only shortest ones must.
  return {
    output: renderPaths(entry, kind, paths, coverage, format),
    code: kind === 'shortest' && !complete ? 1 : 0,
  };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { output, code } = runCli(process.argv.slice(2));
  (code === 2 ? process.stderr : process.stdout).write(`${output}\n`);
  process.exitCode = code;
}
