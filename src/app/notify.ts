// The app's notifier: shows an error toast. react-toastify is imported on first use, so it stays out of the first
// chunk; toasts raised before <ToastHost> mounted are queued by react-toastify and shown once it does.
// `toastId: message` keeps one toast per message (ten failed calls = one "Network Error"). The `unstyled` build, as in
// toast-host.tsx: both must share one module (one toast store).
export function notifyError(message: string): void {
  void import('react-toastify/unstyled').then(({ toast }) => toast.error(message, { toastId: message }));
}

export function notifySuccess(message: string): void {
  void import('react-toastify/unstyled').then(({ toast }) => toast.success(message, { toastId: message }));
}
