import { describe, expect, it } from 'vitest';
import {
  CONTACT_REQUEST_STATUSES,
  contactRequestNoteSchema,
  contactRequestSearchSchema,
  isContactRequestStatus,
  NOTE_MAX_LENGTH,
} from './contact-pipeline';
import { rolesOf, isStaff } from './staff-permissions';
import { validate } from './validation';

describe('contact pipeline rules', () => {
  it('knows the five statuses, new first', () => {
    expect(CONTACT_REQUEST_STATUSES).toEqual(['new', 'contacted', 'qualified', 'won', 'lost']);
    expect(isContactRequestStatus('won')).toBe(true);
    expect(isContactRequestStatus('closed')).toBe(false);
  });

  it('a note is 1 to 2000 characters after trimming, with the form texts in vi and en', () => {
    expect(validate(contactRequestNoteSchema, { text: '  Gọi lại\nthứ Hai ' }, 'vi')).toEqual({
      ok: true,
      value: { text: 'Gọi lại\nthứ Hai' },
    });
    expect(validate(contactRequestNoteSchema, { text: 'x'.repeat(NOTE_MAX_LENGTH) }, 'vi').ok).toBe(true);
    const empty = validate(contactRequestNoteSchema, { text: '   ' }, 'en');
    expect(empty.ok || empty.fieldErrors).toEqual({ text: 'Field is required' });
    const long = validate(contactRequestNoteSchema, { text: 'x'.repeat(NOTE_MAX_LENGTH + 1) }, 'vi');
    expect(long.ok || long.fieldErrors).toEqual({ text: 'Tối đa 2000 ký tự' });
  });

  it('the search text is trimmed and at most 100 characters', () => {
    expect(validate(contactRequestSearchSchema, { q: '  thép ' }, 'vi')).toEqual({
      ok: true,
      value: { q: 'thép' },
    });
    expect(validate(contactRequestSearchSchema, {}, 'vi')).toEqual({ ok: true, value: { q: '' } });
    const long = validate(contactRequestSearchSchema, { q: 'x'.repeat(101) }, 'en');
    expect(long.ok || long.fieldErrors).toEqual({ q: 'Maximum of 100 characters' });
  });

  it('staff are the members of the `staff` group, and no other group is a role', () => {
    expect(rolesOf(['staff', 'admins'])).toEqual(['staff']);
    expect(rolesOf(undefined)).toEqual([]);
    expect(rolesOf('staff')).toEqual([]);
    expect(isStaff(rolesOf(['staff']))).toBe(true);
    expect(isStaff(rolesOf(['Staff']))).toBe(false);
  });
});
