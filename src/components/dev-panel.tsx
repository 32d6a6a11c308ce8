// The machine dev panel (development only, `?inspect`): each running machine's current state and its last events,
// fed by src/app/inspector.ts. It needs no network, so it is the offline way to watch transitions. Developer tool:
// its few labels are English on purpose and not part of the product's dictionaries.
import { StrictMode, useState, useSyncExternalStore, type CSSProperties } from 'react';
import { createRoot } from 'react-dom/client';
import type { RunningInspector } from '../app/inspector';

/** A marker the production-bundle check looks for (scripts/check-no-inspector.ts); also the panel's test id. */
export const DEV_PANEL_MARKER = 'ghg-machine-dev-panel';

const panelStyle: CSSProperties = {
  position: 'fixed',
  right: 8,
  bottom: 8,
  zIndex: 2147483647,
  maxWidth: 420,
  maxHeight: '60vh',
  overflow: 'auto',
  font: '12px/1.4 ui-monospace, SFMono-Regular, Menlo, monospace',
  color: '#0f172a',
  background: '#f8fafc',
  border: '1px solid #94a3b8',
  borderRadius: 6,
  boxShadow: '0 2px 8px rgba(15, 23, 42, 0.2)',
  padding: 8,
};

export function DevPanel({ inspector }: { inspector: RunningInspector }) {
  const machines = useSyncExternalStore(inspector.store.subscribe, inspector.store.getSnapshot);
  const [open, setOpen] = useState(true);
  return (
    <aside data-testid={DEV_PANEL_MARKER} aria-label="Machine inspector" style={panelStyle}>
      <div style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
        <strong style={{ flex: 1 }}>Machines ({machines.length})</strong>
        <button type="button" onClick={inspector.openStately}>
          Stately inspector
        </button>
        <button type="button" aria-expanded={open} onClick={() => setOpen(!open)}>
          {open ? 'Hide' : 'Show'}
        </button>
      </div>
      {open && (
        <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {machines.map((machine) => (
            <li
              key={machine.sessionId}
              data-machine={machine.machineId}
              style={{ borderTop: '1px solid #cbd5e1', marginTop: 6, paddingTop: 6 }}
            >
              <div>
                <strong>{machine.machineId}</strong>
                {machine.id !== machine.machineId && <span> ({machine.id})</span>}:{' '}
                <span data-testid="machine-state">{machine.state}</span>
                {machine.status !== 'active' && <span> [{machine.status}]</span>}
              </div>
              <ol reversed style={{ margin: '2px 0 0', paddingLeft: 20, color: '#334155' }}>
                {machine.events.map((event, i) => (
                  <li key={`${event.at}-${i}`}>
                    {event.type} <span style={{ color: '#64748b' }}>+{event.at} ms</span>
                  </li>
                ))}
              </ol>
            </li>
          ))}
        </ul>
      )}
    </aside>
  );
}

/** Renders the panel in its own root, outside the app's tree (the app's markup stays as in production). */
export function mountDevPanel(inspector: RunningInspector): void {
  const host = document.createElement('div');
  host.id = DEV_PANEL_MARKER;
  document.body.append(host);
  createRoot(host).render(
    <StrictMode>
      <DevPanel inspector={inspector} />
    </StrictMode>,
  );
}
