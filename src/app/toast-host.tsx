// Toasts for every page (spec sections 2 and 9): width 350, auto-close 5000 ms, drag to dismiss past 80 %.
// Loaded lazily by App. The `unstyled` build with its stylesheet: the default build injects a <style> element, which
// the Content-Security-Policy (style-src 'self', server/http/content-security-policy.ts) refuses. Our variables
// (toasts.css) come after react-toastify's, so they win.
import { ToastContainer } from 'react-toastify/unstyled';
import 'react-toastify/ReactToastify.css';
import './toasts.css';

export const toastSettings = { width: 350, autoClose: 5000, draggablePercent: 80 } as const;

export default function ToastHost() {
  return (
    <ToastContainer
      position="top-right"
      style={{ width: toastSettings.width }}
      autoClose={toastSettings.autoClose}
      draggable
      draggablePercent={toastSettings.draggablePercent}
      closeOnClick={false}
      newestOnTop
    />
  );
}
