// Toasts for every page (spec sections 2 and 9): width 350, auto-close 5000 ms, drag to dismiss past 80 %.
// react-toastify 11 injects its own CSS, so no stylesheet is imported here. Loaded lazily by App.
import { ToastContainer } from 'react-toastify';

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
