// Types of the applicant's expert application (application.machine.ts, /expert/apply) and of its view.
import type { ApplicationStatus } from '../../domain/experts/application-lifecycle';
import type { Failure, Notice } from '../../domain/failures';
import type {
  CityList,
  ExpertApplication,
  ExpertApplicationDraft,
  ExpertApplicationInput,
  ExpertReference,
} from './experts.types';

/** GET /experts/applications/me with the form's lists (and the cities of the application's country). */
export interface ApplicationLoad {
  application: ExpertApplication | null;
  reference: ExpertReference;
  cities: CityList;
}

/** What a save or a submit sends: the version the form was loaded from (none for a new application). */
export interface ApplicationWrite<TData> {
  version?: number;
  data: TData;
}

/** Which screen an application's status shows (domain/experts/application-lifecycle.ts decides). */
export type ApplicationScreen = 'editing' | 'waiting' | 'approved' | 'rejected';

export type ApplicationNoticeKey = 'saved';

export interface ApplicationContext {
  application: ExpertApplication | null;
  reference: ExpertReference | null;
  cities: CityList;
  /** After a rejection the applicant started a new application: the next save or submit creates it (no version). */
  startedNew: boolean;
  /** Why the application could not be loaded, or why a write met a changed application (409). */
  failure: Failure | null;
  /** A write the server refused (kept on screen with the form as typed). */
  error: Notice | null;
  /** The server's VALIDATION_FAILED details, by field (`credentials.0.title`...). */
  fieldErrors: Record<string, Notice>;
  notice: ApplicationNoticeKey | null;
}

export type ApplicationMachineEvent =
  /** Stores the form without sending it (the view checked it with the draft rules). */
  | { type: 'user.save'; data: ExpertApplicationDraft }
  /** Sends the complete form to staff (the view checked it with the application rules). */
  | { type: 'user.submit'; data: ExpertApplicationInput }
  /** A country was chosen in the form: its cities are loaded (null: none chosen). */
  | { type: 'user.chooseCountry'; countryId: number | null }
  /** A field the server had refused was edited: its message goes. */
  | { type: 'user.editField'; field: string }
  /** The application is with staff: look again (staff may have moved it). */
  | { type: 'user.refresh' }
  /** After a rejection: start a new application from the rejected one's answers. */
  | { type: 'user.startNew' }
  /** The application changed meanwhile (409): load it again. */
  | { type: 'user.reload' }
  | { type: 'user.retry' };

export interface ApplicationTypes {
  context: ApplicationContext;
  events: ApplicationMachineEvent;
  tags: 'busy';
}

/** The form's status: no application yet (or a new one after a rejection), a draft, or changes asked for. */
export type EditableStatus = 'NEW' | Extract<ApplicationStatus, 'DRAFT' | 'CHANGES_REQUESTED'>;

export type ApplicationView =
  | { kind: 'loading' }
  | {
      kind: 'editing';
      status: EditableStatus;
      application: ExpertApplication | null;
      reference: ExpertReference;
      cities: CityList;
      /** What runs now: a save, a submit, or the cities of a newly chosen country. */
      busy: 'saving' | 'submitting' | 'cities' | null;
      error: Notice | null;
      fieldErrors: Record<string, Notice>;
      notice: ApplicationNoticeKey | null;
      /** Changes the form is started from when it mounts (the application's, or the rejected one's). */
      startedNew: boolean;
    }
  | { kind: 'waiting'; application: ExpertApplication; reference: ExpertReference; cities: CityList }
  | { kind: 'approved'; application: ExpertApplication }
  | { kind: 'rejected'; application: ExpertApplication }
  | { kind: 'conflict'; notice: Notice }
  | { kind: 'failed'; notice: Notice };
