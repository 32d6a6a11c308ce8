// The staff console's data, as the contract names it (openapi/paths/staff_*.yaml, tag `staff`): the shapes both
// staff machines (contact-pipeline, contact-request) and their views read.
import type { components } from '../../openapi/schema';

export type ContactRequestStatus = components['schemas']['ContactRequestStatus'];
export type ContactRequestSummary = components['schemas']['ContactRequestSummary'];
export type ContactRequestDetail = components['schemas']['ContactRequestDetail'];
export type ContactRequestNote = components['schemas']['ContactRequestNote'];
export type AuditEntry = components['schemas']['AuditEntry'];
export type StaffMember = components['schemas']['StaffMember'];
export type PageMeta = components['schemas']['PageMeta'];
