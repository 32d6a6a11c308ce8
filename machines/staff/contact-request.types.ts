// Types of the staff contact-request detail (contact-request.machine.ts) and of its view.
import type { Failure, Notice } from '../../domain/failures';
import type { ContactRequestDetail, ContactRequestStatus, StaffMember } from './staff.types';

/** PATCH /staff/contact-requests/{id}: at least one of them. */
export interface ContactRequestChange {
  status?: ContactRequestStatus;
  /** A staff user's id, or null to leave the request unassigned. */
  ownerId?: string | null;
}

/** The request (GET /staff/contact-requests/{id}) and the staff for the owner picker (GET /staff/members). */
export interface ContactRequestLoad {
  request: ContactRequestDetail;
  members: StaffMember[];
}

export interface ContactRequestInput {
  id: string;
}

/** What the last finished write did, for the page's status line. */
export type ContactRequestNoticeKey = 'saved' | 'noteAdded';

export interface ContactRequestContext {
  id: string;
  request: ContactRequestDetail | null;
  members: StaffMember[];
  /** Why the request could not be shown (not found, no access, failed). */
  failure: Failure | null;
  /** A write the server refused (kept on screen with the request as it was). */
  error: Notice | null;
  /** The note field's problem: empty or too long here, or the server's VALIDATION_FAILED on `text`. */
  noteError: Notice | null;
  notice: ContactRequestNoticeKey | null;
  /** Counts the notes added here, so the view can empty its note field after each one. */
  notesAdded: number;
}

export type ContactRequestEvent =
  /** Saves the status and/or the owner the view's form changed (one PATCH). */
  | { type: 'user.update'; change: ContactRequestChange }
  | { type: 'user.addNote'; text: string }
  | { type: 'user.dismissNotice' }
  | { type: 'user.retry' };

export interface ContactRequestTypes {
  context: ContactRequestContext;
  input: ContactRequestInput;
  events: ContactRequestEvent;
  tags: 'busy';
}

export type ContactRequestView =
  | { kind: 'loading' }
  | {
      kind: 'ready';
      request: ContactRequestDetail;
      members: StaffMember[];
      saving: boolean;
      addingNote: boolean;
      error: Notice | null;
      noteError: Notice | null;
      notice: ContactRequestNoticeKey | null;
      notesAdded: number;
    }
  | { kind: 'notFound'; notice: Notice }
  | { kind: 'forbidden'; notice: Notice }
  | { kind: 'failed'; notice: Notice };
