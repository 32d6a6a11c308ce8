import { describe, expect, it } from 'vitest';
import { mayCall } from '../workspace-permissions';
import { canAddWorkspaceFactor, canCommentOnRows, canEditInventoryData } from './data-permissions';
import { INVENTORY_STATUSES } from './vocabulary';

describe('canEditInventoryData', () => {
  it('lets OWNER, ADMIN and MEMBER edit a DRAFT or CHANGES_REQUESTED inventory only', () => {
    for (const role of ['OWNER', 'ADMIN', 'MEMBER'] as const) {
      expect(canEditInventoryData(role, 'DRAFT')).toBe(true);
      expect(canEditInventoryData(role, 'CHANGES_REQUESTED')).toBe(true);
      for (const status of ['SUBMITTED', 'UNDER_REVIEW', 'APPROVED', 'LOCKED'] as const)
        expect(canEditInventoryData(role, status)).toBe(false);
    }
  });

  it('refuses a viewer without a role, and an AUDITOR in every status', () => {
    for (const status of INVENTORY_STATUSES) {
      expect(canEditInventoryData(null, status)).toBe(false);
      expect(canEditInventoryData('AUDITOR', status)).toBe(false);
    }
  });

  it('agrees with the permission table for the row calls', () => {
    for (const role of ['OWNER', 'ADMIN', 'MEMBER', 'AUDITOR'] as const) {
      expect(canEditInventoryData(role, 'DRAFT')).toBe(mayCall('createActivityRow', role));
      expect(canAddWorkspaceFactor(role)).toBe(mayCall('createEmissionFactor', role));
    }
  });
});

describe('canCommentOnRows', () => {
  it('lets every active role of the inventory area comment, in every status but LOCKED', () => {
    for (const role of ['OWNER', 'ADMIN', 'MEMBER', 'AUDITOR'] as const) {
      for (const status of INVENTORY_STATUSES) {
        expect(canCommentOnRows(role, status)).toBe(status !== 'LOCKED');
      }
    }
    expect(canCommentOnRows(null, 'DRAFT')).toBe(false);
  });
});
