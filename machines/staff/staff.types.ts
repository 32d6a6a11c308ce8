// The staff console's data (TEMPORARY local shapes until the contract lands).
export type ContactRequestStatus = 'new' | 'contacted' | 'qualified' | 'won' | 'lost';
export interface StaffMember {
  userId: string;
  email: string;
  firstName: string;
  lastName: string;
}
export interface ContactRequestSummary {
  id: string;
  createdAt: string;
  status: ContactRequestStatus;
  firstName: string;
  lastName: string;
  email: string;
  companyName: string;
  companySize: string;
  career: string;
  owner: StaffMember | null;
  noteCount: number;
}
export interface ContactRequestNote {
  id: string;
  text: string;
  author: StaffMember;
  createdAt: string;
}
export interface AuditEntry {
  id: string;
  action: string;
  actor: { userId: string; email: string };
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  createdAt: string;
}
export interface ContactRequestDetail extends ContactRequestSummary {
  phone: string;
  requirement: string;
  locale: string;
  notes: ContactRequestNote[];
  history: AuditEntry[];
}
export interface PageMeta {
  page: number;
  take: number;
  total: number;
  pageCount: number;
}

/** The pipeline's statuses, in the order a request moves through them. */
export const CONTACT_REQUEST_STATUSES = [
  'new',
  'contacted',
  'qualified',
  'won',
  'lost',
] as const satisfies readonly ContactRequestStatus[];
