// Model-driven browser tests: the model paths of a registry machine (tests/paths/registry/index.ts, tests/paths/model.ts)
// drive Playwright against the real local stack. A suite gives
// - `events`: the events the UI can send, with payloads, and for each event type the user action that sends it;
// - `backend`: what the real stack answers each actor's request (so the model knows where a submit leads);
// - `states`: for each state (its path below the machine, e.g. `rejected`, `mfa.sms`) what the page must show.
// The harness generates the shortest paths that take every transition reachable through those events, runs each
// path in a fresh page and, after every step that leaves the machine at rest (no request in flight), checks the
// page against the state reached. A state reached without an assertion fails the suite, so a new state or a new
// transition is tested in the browser as soon as it is reachable, without writing a new test.
import { expect, type Page, type TestType } from '@playwright/test';
import { initialTransition, type AnyMachineSnapshot, type AnyStateNode, type EventObject } from 'xstate';
import type { MachineEntry, MachineStart, Outcome } from '../../paths/registry/entry';
import {
  eventLine,
  generatePaths,
  modelCoverage,
  offeredEvents,
  stateName,
  type MachineModel,
  type ModelPath,
} from '../../paths/model';

export interface RunContext {
  page: Page;
  /** Unique per path run (e.g. for fresh e-mail addresses). */
  runId: string;
  /** Free for the actions and assertions of one run (e.g. the e-mail actually typed). */
  memo: Record<string, unknown>;
}

export interface UiModel {
  machine: MachineEntry;
  /** Where the page starts, for each start (default: one start, no input). */
  starts?: Array<MachineStart & { url: string }>;
  events: EventObject[];
  actions: Record<string, (run: RunContext, event: EventObject) => Promise<void>>;
  backend: Record<string, (request: never) => Outcome>;
  states: Record<string, (run: RunContext, snapshot: AnyMachineSnapshot) => Promise<void>>;
}

function activePaths(snapshot: AnyMachineSnapshot): string[] {
  return ((snapshot as unknown as { _nodes: AnyStateNode[] })._nodes ?? [])
    .map((node) => node.path.join('.'))
    .filter(Boolean);
}

/** The assertion of the deepest active state that has one. */
export function assertionFor(model: UiModel, snapshot: AnyMachineSnapshot) {
  const keys = activePaths(snapshot)
    .filter((key) => key in model.states)
    .sort((a, b) => b.length - a.length);
  return keys.length ? { key: keys[0], check: model.states[keys[0]] } : null;
}

/** At rest: nothing in flight that the model would settle by itself. */
export function atRest(model: MachineModel, snapshot: AnyMachineSnapshot): boolean {
  return !offeredEvents(model)(snapshot).some((event) => event.type.startsWith('xstate.'));
}

export function uiMachineModel(model: UiModel): MachineModel {
  return {
    machine: model.machine.machine,
    events: model.events,
    actors: { kind: 'backend', answer: model.backend },
    starts: model.starts,
    // The default key (value, context, requests in flight): the stack's answer depends on what was typed.
  };
}

export function uiPaths(model: UiModel): ModelPath[] {
  return generatePaths(uiMachineModel(model), 'shortest');
}

/** Registers the suite: one model check, then one browser test per generated path. */
export function defineModelTests(test: TestType<any, any>, model: UiModel): void {
  const machineModel = uiMachineModel(model);
  const paths = uiPaths(model);
  const coverage = modelCoverage(machineModel, paths);
  const label = `${model.machine.id} (model)`;

  test(`${label}: every state the UI reaches has a view assertion, every UI event an action`, () => {
    const missing = new Set<string>();
    for (const path of paths) {
      for (const step of path.steps) {
        if (!step.event.type.startsWith('xstate.') && !model.actions[step.event.type])
          missing.add(`no user action for event ${step.event.type}`);
        if (atRest(machineModel, step.state) && !assertionFor(model, step.state))
          missing.add(`no view assertion for state ${stateName(step.state)}`);
      }
    }
    expect([...missing]).toEqual([]);
    expect(paths.length).toBeGreaterThan(0);
    const states = coverage.states.all.length - coverage.states.missing.length;
    const transitions = coverage.transitions.all.length - coverage.transitions.missing.length;
    test.info().annotations.push({
      type: 'coverage',
      description: `${paths.length} paths; through the UI: states ${states}/${coverage.states.all.length}, transitions ${transitions}/${coverage.transitions.all.length}`,
    });
  });

  paths.forEach((path, index) => {
    const steps = path.steps.map((step) => eventLine(step.event).split(' {')[0]).join(' → ');
    test(`${label} path ${index + 1}: ${steps} ⇒ ${stateName(path.state)}`, async ({ page }) => {
      const run: RunContext = { page, runId: `${Date.now().toString(36)}${index}`, memo: {} };
      const start = model.starts?.find((candidate) => candidate.label === path.start.label);
      if (!start) throw new Error(`no url for start ${path.start.label}`);
      await page.goto(start.url);
      const trail: string[] = [];
      const check = async (snapshot: AnyMachineSnapshot) => {
        const assertion = assertionFor(model, snapshot);
        if (!assertion) throw new Error(`no view assertion for state ${stateName(snapshot)}`);
        await test.step(`page shows ${assertion.key} (${stateName(snapshot)})`, async () => {
          try {
            await assertion.check(run, snapshot);
          } catch (error) {
            const after = trail.length ? ` after ${trail.join(' → ')}` : ' at the start';
            throw new Error(
              `the page does not match state ${stateName(snapshot)}${after}:\n${String(error)}`,
              { cause: error },
            );
          }
        });
      };
      // The start state, when nothing loads first (a form shown at once).
      const [initial] = initialTransition(machineModel.machine, path.start.input as never);
      if (atRest(machineModel, initial)) await check(initial);
      for (const step of path.steps) {
        trail.push(eventLine(step.event));
        if (!step.event.type.startsWith('xstate.')) {
          const action = model.actions[step.event.type];
          if (!action) throw new Error(`no user action for event ${step.event.type}`);
          await test.step(`user: ${eventLine(step.event)}`, () => action(run, step.event));
        }
        if (atRest(machineModel, step.state)) await check(step.state);
      }
    });
  });
}
