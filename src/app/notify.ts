// The app's notifier: shows an error or success toast. react-toastify (and the toast host that renders it) load on
// the first toast, so a visit that never shows one never downloads them; toasts raised before <ToastHost> mounted are
// queued by react-toastify and shown once it does. `toastId: message` keeps one toast per message (ten failed calls
// = one "Network Error"). The `unstyled` build, as in toast-host.tsx: both must share one module (one toast store).

let toastsWanted = false;
const listeners = new Set<() => void>();

function wantToasts(): void {
  if (toastsWanted) return;
  toastsWanted = true;
  for (const listener of listeners) listener();
}

/** Whether a toast has been asked for yet (App mounts the toast host from then on). */
export const toastDemand = {
  get: (): boolean => toastsWanted,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

export function notifyError(message: string): void {
  wantToasts();
  void import('react-toastify/unstyled').then(({ toast }) => toast.error(message, { toastId: message }));
}

export function notifySuccess(message: string): void {
  wantToasts();
  void import('react-toastify/unstyled').then(({ toast }) => toast.success(message, { toastId: message }));
}
