// The machine registry (tests/paths/registry/index.ts) and `npm run paths`: every machine file has an entry, every entry's
// shortest paths cover all its states and transitions, the paths replay on a real actor, and the CLI prints them.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock, type AnyActorRef } from 'xstate';
import { machineRegistry } from './registry/index';
import type { MachineEntry } from './registry/entry';
import { replayPath, scriptedActors } from './replay';
import { runCli } from './cli';
import { generatePaths, modelCoverage, type ModelPath } from './model';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

function machineFiles(dir: string): string[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((item) => {
    const relative = `${dir}/${item.name}`;
    if (item.isDirectory()) return machineFiles(relative);
    return item.name.endsWith('.machine.ts') ? [relative] : [];
  });
}

/** Replays a path on a real actor whose fake actors give exactly the outcomes the path names. */
async function replay(entry: MachineEntry, modelPath: ModelPath): Promise<void> {
  const names = Object.keys(entry.machine.implementations.actors);
  const clock = new SimulatedClock();
  const script = scriptedActors(names);
  const backend =
    entry.actors.kind === 'backend'
      ? Object.fromEntries(
          names.map((name) => [
            name,
            fromPromise<unknown, unknown>(async ({ input, self }) => {
              const answer = (entry.actors as { answer: Record<string, (request: never) => unknown> }).answer[
                self.id
              ];
              const outcome = answer(input as never) as { ok: boolean; output?: unknown; error?: unknown };
              if (outcome.ok) return outcome.output;
              throw outcome.error;
            }),
          ]),
        )
      : script.actors;
  const actor: AnyActorRef = createActor(entry.machine.provide({ actors: backend as never }), {
    input: modelPath.start.input as never,
    clock,
  }).start();
  await replayPath(actor, modelPath.steps, {
    clock,
    settle: entry.actors.kind === 'scripted' ? script.settle : undefined,
    label: `${entry.id} from ${modelPath.start.label}`,
  });
  actor.stop();
}

describe('machine registry', () => {
  it('has one entry per machine file, with a unique id and a purpose in both languages', () => {
    const files = machineFiles('machines').sort();
    const listed = machineRegistry.map((entry) => entry.file).sort();
    // A new machine needs one entry in tests/paths/registry/index.ts (npm run paths, docs/machines, model tests).
    expect(files.filter((file) => !listed.includes(file))).toEqual([]);
    expect(listed.filter((file) => !files.includes(file))).toEqual([]);
    expect(new Set(machineRegistry.map((entry) => entry.id)).size).toBe(machineRegistry.length);
    for (const entry of machineRegistry) {
      expect(entry.id).toMatch(/^[a-z][a-z0-9-]*$/);
      expect(entry.purpose.en.length).toBeGreaterThan(20);
      expect(entry.purpose.vi.length).toBeGreaterThan(20);
    }
  });

  it.each(machineRegistry.map((entry) => [entry.id, entry] as const))(
    '%s: the shortest paths cover every state and transition and replay on a real actor',
    async (_, entry) => {
      const paths = generatePaths(entry, 'shortest');
      const coverage = modelCoverage(entry, paths);
      expect(coverage.states.missing).toEqual([]);
      expect(coverage.transitions.missing.map((ref) => ref.id)).toEqual([]);
      for (const modelPath of paths) await replay(entry, modelPath);
    },
    // The content editor's model (three parallel regions over a draft) takes some seconds to walk.
    60_000,
  );

  it('the coverage check fails when the model lacks an event (it can fail)', () => {
    const entry = machineRegistry.find((machine) => machine.id === 'activation') as MachineEntry;
    const narrowed = { ...entry, events: entry.events.filter((event) => event.type !== 'user.retry') };
    const coverage = modelCoverage(narrowed, generatePaths(narrowed, 'shortest'));
    expect(coverage.transitions.missing.map((ref) => ref.id)).toEqual([
      'activation.failed --user.retry[0]--> activation.activating',
    ]);
  });
});

describe('npm run paths', () => {
  it('lists every machine without arguments', () => {
    const { output, code } = runCli([]);
    expect(code).toBe(0);
    for (const entry of machineRegistry) expect(output).toContain(entry.id);
  });

  it('prints numbered steps with payloads and the states reached, then full coverage', () => {
    const { output, code } = runCli(['change-password']);
    expect(code).toBe(0);
    expect(output).toMatch(/Path 1: \d+ step\(s\)/);
    expect(output).toContain('1. user.submit {"values":{"previousPassword":');
    expect(output).toMatch(
      /changePassword fails \{"code":"NotAuthorizedException"[^\n]*\n\s+→ rejected \[error\]/,
    );
    expect(output).toContain('Coverage: states 5/5, transitions 7/7');
  });

  it('prints JSON and markdown', () => {
    const json = JSON.parse(runCli(['activation', '--format', 'json']).output) as {
      paths: Array<{ start: string; steps: Array<{ number: number; state: string }> }>;
      coverage: { states: { missing: string[] }; transitions: { missing: string[]; covered: number } };
    };
    expect(json.paths.length).toBeGreaterThan(3);
    expect(json.paths[0].steps[0].number).toBe(1);
    expect(json.coverage.states.missing).toEqual([]);
    expect(json.coverage.transitions.missing).toEqual([]);
    const markdown = runCli(['sign-up', '--format=markdown']).output;
    expect(markdown).toContain('# Model paths: sign-up (shortest)');
    expect(markdown).toMatch(/^1\. `user\.submit \{/m);
  });

  it('lists simple paths, and refuses unknown machines and options', () => {
    const simple = runCli(['refresh', '--simple']);
    expect(simple.code).toBe(0);
    expect(simple.output).toContain('3 path(s), simple.');
    expect(runCli(['nope']).code).toBe(2);
    expect(runCli(['sign-in', '--format', 'yaml']).code).toBe(2);
  });
});
