// The content editor's confirmation dialog (publish with its date, unpublish, leave with unsaved changes): an
// alertdialog that takes the focus, keeps Tab inside while open, closes on Escape and gives the focus back.
import { useEffect, useRef } from 'react';
import { useI18nContext } from '../../i18n/i18n-react';
import { TextField } from '../../components/form/text-field';
import type { Ready, Send } from './content-editor-fields';

export function Confirmation({ view, send }: { view: Ready; send: Send }) {
  const { LL } = useI18nContext();
  const t = LL.staffContent.editor;
  const confirmRef = useRef<HTMLButtonElement>(null);
  // Focus goes to the confirming button, and back to where it was (the button that asked) once answered.
  useEffect(() => {
    const before = document.activeElement;
    confirmRef.current?.focus();
    return () => {
      if (before instanceof HTMLElement && before.isConnected) before.focus();
    };
  }, []);
  const texts = {
    publish: { title: t.confirmPublishTitle(), text: t.confirmPublishText(), confirm: t.confirmPublish() },
    unpublish: {
      title: t.confirmUnpublishTitle(),
      text: t.confirmUnpublishText(),
      confirm: t.confirmUnpublish(),
    },
    leave: { title: t.confirmLeaveTitle(), text: t.confirmLeaveText(), confirm: t.confirmLeave() },
  }[view.confirmation ?? 'leave'];
  return (
    <div className="content-dialog-backdrop">
      <div
        role="alertdialog"
        aria-modal="true"
        aria-labelledby="content-dialog-title"
        aria-describedby="content-dialog-text"
        className="content-dialog"
        onKeyDown={(event) => {
          if (event.key === 'Escape') send({ type: 'user.cancel' });
          if (event.key !== 'Tab') return;
          // Tab stays inside the dialog while it is open (aria-modal).
          const focusable = Array.from(
            event.currentTarget.querySelectorAll<HTMLElement>('button, input, select, textarea, a[href]'),
          ).filter((element) => !element.hasAttribute('disabled'));
          const first = focusable[0];
          const last = focusable[focusable.length - 1];
          if (event.shiftKey && document.activeElement === first) {
            event.preventDefault();
            last?.focus();
          } else if (!event.shiftKey && document.activeElement === last) {
            event.preventDefault();
            first?.focus();
          }
        }}
      >
        <h2 id="content-dialog-title">{texts.title}</h2>
        <p id="content-dialog-text">{texts.text}</p>
        {view.confirmation === 'publish' && (
          <TextField
            label={t.publishDate()}
            name="publishDate"
            type="date"
            autoComplete="off"
            value={view.publishDate}
            hint={t.publishDateHint()}
            onChange={(date) => send({ type: 'user.setPublishDate', date })}
          />
        )}
        <div className="content-actions">
          <button
            ref={confirmRef}
            type="button"
            className="button button-primary"
            onClick={() => send({ type: 'user.confirm' })}
          >
            {texts.confirm}
          </button>
          <button
            type="button"
            className="button button-secondary"
            onClick={() => send({ type: 'user.cancel' })}
          >
            {view.confirmation === 'leave' ? t.cancel() : t.cancelDialog()}
          </button>
        </div>
      </div>
    </div>
  );
}
