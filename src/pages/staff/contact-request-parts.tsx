// The parts of /staff/contact-requests/{id} below the request itself: the follow-up form (status and owner, saved
// together with one button so that moving through a select with the keyboard saves nothing by itself), the notes
// with the add-note form, and the history (the audit log's entries for this request, oldest first).
import { useEffect, useState } from 'react';
import type { ContactRequestView } from '../../../machines/staff/contact-request.types';
import type { AuditEntry, ContactRequestStatus, StaffMember } from '../../../machines/staff/staff.types';
import {
  CONTACT_REQUEST_STATUSES,
  isContactRequestStatus,
  NO_OWNER,
  NOTE_MAX_LENGTH,
} from '../../../domain/contact-pipeline';
import { noticeText } from '../../../domain/failures';
import { useI18nContext } from '../../i18n/i18n-react';
import type { TranslationFunctions } from '../../i18n/i18n-types';
import { Form } from '../../components/form/form';
import { FormError } from '../../components/form/form-error';
import { SelectField } from '../../components/form/select-field';
import { SubmitButton } from '../../components/form/submit-button';
import { TextAreaField } from '../../components/form/text-field';
import { formatDateTime, fullName, memberLabel, StaffMessage } from './staff-parts';
import type { ContactRequestEvent } from '../../../machines/staff/contact-request.types';

export type Ready = Extract<ContactRequestView, { kind: 'ready' }>;
export type Send = (event: ContactRequestEvent) => void;

/** The staff to choose from: the staff members, and the current owner should they no longer be one. */
function ownerChoices(view: Ready): StaffMember[] {
  const owner = view.request.owner;
  const known = owner && view.members.some((member) => member.userId === owner.userId);
  return owner && !known ? [...view.members, owner] : view.members;
}

export function FollowUp({ view, send }: { view: Ready; send: Send }) {
  const { LL, locale } = useI18nContext();
  const t = LL.staff.detail;
  const { request } = view;
  const savedOwner = request.owner?.userId ?? NO_OWNER;
  const [status, setStatus] = useState<ContactRequestStatus>(request.status);
  const [owner, setOwner] = useState(savedOwner);
  // What the server answered is what the form starts from again.
  useEffect(() => {
    setStatus(request.status);
    setOwner(request.owner?.userId ?? NO_OWNER);
  }, [request]);
  const change = {
    ...(status !== request.status ? { status } : {}),
    ...(owner !== savedOwner ? { ownerId: owner === NO_OWNER ? null : owner } : {}),
  };
  const changed = Object.keys(change).length > 0;
  return (
    <section className="staff-card" aria-labelledby="follow-up-title">
      <h2 id="follow-up-title">{t.pipelineTitle()}</h2>
      <Form
        busy={view.saving}
        aria-labelledby="follow-up-title"
        onSubmit={() => {
          if (changed) send({ type: 'user.update', change });
        }}
      >
        <SelectField<ContactRequestStatus>
          label={t.statusLabel()}
          name="status"
          value={status}
          options={CONTACT_REQUEST_STATUSES.map((value) => ({ value, label: LL.staff.statuses[value]() }))}
          onChange={setStatus}
        />
        <SelectField
          label={t.ownerLabel()}
          name="owner"
          value={owner}
          options={[
            { value: NO_OWNER, label: t.unassigned() },
            ...ownerChoices(view).map((member) => ({ value: member.userId, label: memberLabel(member) })),
          ]}
          onChange={setOwner}
        />
        <FormError>{view.error && noticeText(view.error, locale)}</FormError>
        <SubmitButton busy={view.saving} busyLabel={t.saving()} disabled={!changed}>
          {t.save()}
        </SubmitButton>
      </Form>
    </section>
  );
}

export function Notes({ view, send }: { view: Ready; send: Send }) {
  const { LL, locale } = useI18nContext();
  const t = LL.staff.detail;
  const [text, setText] = useState('');
  // Each note the server took empties the field.
  useEffect(() => setText(''), [view.notesAdded]);
  const { notes } = view.request;
  return (
    <section className="staff-card" aria-labelledby="notes-title">
      <h2 id="notes-title">{t.notesTitle()}</h2>
      {notes.length === 0 ? (
        <p>{t.noNotes()}</p>
      ) : (
        <ul className="staff-notes">
          {notes.map((note) => (
            <li key={note.id}>
              <p className="staff-meta">
                {fullName(note.author)} ·{' '}
                <time dateTime={note.createdAt}>{formatDateTime(note.createdAt, locale)}</time>
              </p>
              <p className="staff-note-text">{note.text}</p>
            </li>
          ))}
        </ul>
      )}
      <Form
        busy={view.addingNote}
        aria-labelledby="notes-title"
        onSubmit={() => {
          send({ type: 'user.addNote', text });
          return text.trim() !== '';
        }}
      >
        <TextAreaField
          label={t.noteLabel()}
          name="note"
          rows={4}
          value={text}
          maxLength={NOTE_MAX_LENGTH}
          hint={t.noteHint()}
          error={view.noteError && noticeText(view.noteError, locale)}
          onChange={setText}
        />
        <SubmitButton busy={view.addingNote} busyLabel={t.addingNote()}>
          {t.addNote()}
        </SubmitButton>
      </Form>
    </section>
  );
}

function statusLabel(LL: TranslationFunctions, value: unknown): string {
  return isContactRequestStatus(value) ? LL.staff.statuses[value]() : String(value ?? '—');
}

function ownerLabel(LL: TranslationFunctions, members: StaffMember[], value: unknown): string {
  if (value === null || value === undefined) return LL.staff.detail.unassigned();
  const member = members.find((candidate) => candidate.userId === value);
  return member ? fullName(member) : String(value);
}

/** What one audit entry changed, as lines ("Status: New → Contacted"). */
function changeLines(LL: TranslationFunctions, members: StaffMember[], entry: AuditEntry): string[] {
  const before = entry.before ?? {};
  const after = entry.after ?? {};
  const lines: string[] = [];
  if ('status' in after) {
    lines.push(
      LL.staff.detail.statusChange({
        from: statusLabel(LL, before.status),
        to: statusLabel(LL, after.status),
      }),
    );
  }
  if ('ownerId' in after) {
    lines.push(
      LL.staff.detail.ownerChange({
        from: ownerLabel(LL, members, before.ownerId),
        to: ownerLabel(LL, members, after.ownerId),
      }),
    );
  }
  return lines;
}

function entryTitle(LL: TranslationFunctions, entry: AuditEntry): string {
  const actor = entry.actor.email;
  if (entry.action === 'contactRequest.update') return LL.staff.detail.updated({ actor });
  if (entry.action === 'contactRequest.note') return LL.staff.detail.noted({ actor });
  return LL.staff.detail.otherAction({ actor, action: entry.action });
}

export function History({ view }: { view: Ready }) {
  const { LL, locale } = useI18nContext();
  const t = LL.staff.detail;
  const { history } = view.request;
  const members = ownerChoices(view);
  return (
    <section className="staff-card" aria-labelledby="history-title">
      <h2 id="history-title">{t.historyTitle()}</h2>
      {history.length === 0 ? (
        <p>{t.noHistory()}</p>
      ) : (
        <ol className="staff-history">
          {history.map((entry) => (
            <li key={entry.id}>
              <p className="staff-meta">
                <time dateTime={entry.createdAt}>{formatDateTime(entry.createdAt, locale)}</time>
              </p>
              <p>{entryTitle(LL, entry)}</p>
              {changeLines(LL, members, entry).map((line) => (
                <p key={line}>{line}</p>
              ))}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

/** The line under the title after a write: "Changes saved." / "Note added.", with a dismiss button. */
export function WriteNotice({ view, send }: { view: Ready; send: Send }) {
  const { LL } = useI18nContext();
  const t = LL.staff.detail;
  if (!view.notice) return null;
  return (
    <StaffMessage tone="success">
      <p>{view.notice === 'saved' ? t.saved() : t.noteAdded()}</p>
      <button
        type="button"
        className="button button-quiet"
        onClick={() => send({ type: 'user.dismissNotice' })}
      >
        {t.dismiss()}
      </button>
    </StaffMessage>
  );
}
