// Who the staff members are, for the owner picker and the owner check: the members of the Cognito group `staff`
// (asked of the pool every time, so a removal from the group counts at once) that our database knows (a staff
// member who never signed in to the product has no user row yet, and cannot own a request).
import { STAFF_GROUP } from '../../domain/staff-permissions';
import type { AppContext } from '../context';
import { listUsersBySubs, type StaffMember } from '../db/repos/contact-pipeline';

export async function listStaffMembers(ctx: Pick<AppContext, 'db' | 'identity'>): Promise<StaffMember[]> {
  const members = await ctx.identity.admin.listUsersInGroup(STAFF_GROUP);
  return listUsersBySubs(
    ctx.db,
    members.filter((m) => m.enabled).map((m) => m.sub),
  );
}

export async function isStaffMember(
  ctx: Pick<AppContext, 'db' | 'identity'>,
  userId: string,
): Promise<boolean> {
  return (await listStaffMembers(ctx)).some((member) => member.userId === userId);
}
