// Calls `onBlur` when the text input inside loses focus (the PasswordField has no onBlur of its own; its show/hide
// button is not the field, so leaving the button does not count).
import type { FocusEvent, ReactNode } from 'react';
import './form.css';

export function InputBlur({ onBlur, children }: { onBlur: () => void; children: ReactNode }) {
  return (
    <div
      className="input-blur"
      onBlur={(event: FocusEvent<HTMLDivElement>) => {
        if (event.target instanceof HTMLInputElement) onBlur();
      }}
    >
      {children}
    </div>
  );
}
