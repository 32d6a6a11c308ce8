// The staff console's API tests share this: staff and non-staff users of a real cognito-local (a staff user is a
// pool user in the `staff` group, so their access token carries `cognito:groups: ["staff"]` exactly as Cognito
// would sign it), contact requests written straight to the database, the staff operations read from the OpenAPI
// document's `staff` tag, and a reference list computed from a plain SQL read, to compare the pipeline list with.
import type { Db } from '../../../server/db/client';
import { insertContactRequest } from '../../../server/db/repos/contact-requests';
import { loadOpenApi, type HttpMethod } from '../../../server/openapi';
import {
  addCognitoUserToGroup,
  ensureCognitoGroup,
  LOCAL_POOL_ID,
} from '../../../server/stack/cognito-local';
import { STAFF_GROUP, STAFF_TAG } from '../../../domain/staff-permissions';
import type { CognitoLocal } from './cognito-local';

export const PASSWORD = 'GhgTest@2026';

export interface SignedInUser {
  userId: string;
  email: string;
  token: string;
}

/**
 * A pool user (in the `staff` group when `staff`), signed in, and known to the database (its first /auth/me
 * provisions it); the answer's roles are returned for the check.
 */
export async function signedInUser(
  cognito: CognitoLocal,
  me: (token: string) => Promise<{ id: string; roles: string[] }>,
  email: string,
  options: { staff: boolean; givenName?: string; familyName?: string },
): Promise<SignedInUser & { roles: string[] }> {
  await cognito.createUser({
    email,
    password: PASSWORD,
    givenName: options.givenName ?? 'Test',
    familyName: options.familyName ?? 'User',
  });
  if (options.staff) {
    await ensureCognitoGroup(cognito.sdk, LOCAL_POOL_ID, { name: STAFF_GROUP, description: 'Staff' });
    await addCognitoUserToGroup(cognito.sdk, LOCAL_POOL_ID, email, STAFF_GROUP);
  }
  const { accessToken } = await cognito.signIn(email, PASSWORD);
  const { id, roles } = await me(accessToken);
  return { userId: id, email, token: accessToken, roles };
}

const PEOPLE = [
  ['An', 'Nguyen', 'Thep Xanh Co'],
  ['Binh', 'Tran', 'Green Steel JSC'],
  ['Chi', 'Le', '100% Green Ltd'],
  ['Dung', 'Pham', 'Xi mang Ha Long'],
  ['Giang', 'Hoang', 'Steelworks_VN'],
  ['Đức', 'Nguyễn', 'Thép Việt'],
] as const;

/** `count` contact requests with varied names, companies and e-mails (`tag` keeps this engine's rows apart). */
export async function seedContactRequests(db: Db, count: number, tag: string): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 0; i < count; i += 1) {
    const [firstName, lastName, companyName] = PEOPLE[i % PEOPLE.length];
    const { id } = await insertContactRequest(db, {
      firstName,
      lastName,
      email: `user${i}-${tag}@example.vn`,
      phone: '+84912345678',
      companyName,
      career: 'Sản xuất',
      companySize: '51-200',
      requirement: 'Kiểm kê khí nhà kính',
      locale: i % 2 === 0 ? 'vi' : 'en',
      userId: null,
      spaceId: null,
    });
    ids.push(id);
  }
  return ids;
}

export interface ListQuery {
  q?: string;
  status?: string;
  owner?: string;
  take?: number;
  page?: number;
}

/** The list the pipeline must answer, from a plain read of the table filtered here (case-insensitive, Vietnamese too). */
export async function expectedPage(db: Db, query: ListQuery): Promise<{ ids: string[]; total: number }> {
  const { rows } = await db.query<{
    id: string;
    first_name: string;
    last_name: string;
    email: string;
    company_name: string;
    status: string;
    owner_user_id: string | null;
  }>(
    `SELECT id, first_name, last_name, email, company_name, status, owner_user_id
     FROM contact_requests ORDER BY created_at DESC, id DESC`,
  );
  const q = (query.q ?? '').trim().toLowerCase();
  const matching = rows.filter(
    (r) =>
      (q === '' ||
        [r.first_name, r.last_name, r.email, r.company_name].some((v) => v.toLowerCase().includes(q))) &&
      (query.status === undefined || r.status === query.status) &&
      (query.owner === undefined ||
        (query.owner === 'none' ? r.owner_user_id === null : r.owner_user_id === query.owner)),
  );
  const take = query.take ?? 20;
  const page = query.page ?? 1;
  return { ids: matching.slice((page - 1) * take, page * take).map((r) => r.id), total: matching.length };
}

export function listUrl(query: ListQuery): string {
  const params = new URLSearchParams(
    Object.entries(query)
      .filter(([, value]) => value !== undefined)
      .map(([key, value]) => [key, String(value)]),
  );
  const text = params.toString();
  return `/api/staff/contact-requests${text ? `?${text}` : ''}`;
}

export interface StaffOperation {
  method: HttpMethod;
  path: string;
}

/** Every operation of the contract's `staff` tag: a new staff call is covered by the access tests at once. */
export function staffOperations(): StaffOperation[] {
  const doc = loadOpenApi();
  const out: StaffOperation[] = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const method of ['get', 'put', 'post', 'delete', 'patch'] as const) {
      const operation = item[method] as { tags?: string[] } | undefined;
      if (operation?.tags?.includes(STAFF_TAG)) out.push({ method, path });
    }
  }
  return out;
}

/** A well-formed request for a staff operation (ids filled in, a valid body where one is needed). */
export function wellFormed(operation: StaffOperation, id: string) {
  const url = '/api' + operation.path.replace('{id}', id);
  const payload =
    operation.method === 'patch'
      ? { status: 'contacted' }
      : operation.method === 'post' || operation.method === 'put'
        ? { text: 'Gọi lại vào thứ Hai' }
        : undefined;
  return { method: operation.method.toUpperCase() as 'GET', url, ...(payload ? { payload } : {}) };
}
