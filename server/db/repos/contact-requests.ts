// The contact-sales requests (`contact_requests`): what the public form sent, with the language it was sent in
// and, when the sender was signed in, their user and default space.
import type { Db } from '../client';

export interface NewContactRequest {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  companyName: string;
  career: string;
  companySize: string;
  requirement: string;
  locale: string;
  userId: string | null;
  spaceId: string | null;
}

export async function insertContactRequest(
  db: Pick<Db, 'query'>,
  request: NewContactRequest,
): Promise<{ id: string; createdAt: Date }> {
  const { rows } = await db.query<{ id: string; created_at: Date }>(
    `INSERT INTO contact_requests (first_name, last_name, email, phone, company_name, career, company_size,
       requirement, locale, user_id, space_id)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)
     RETURNING id, created_at`,
    [
      request.firstName,
      request.lastName,
      request.email,
      request.phone,
      request.companyName,
      request.career,
      request.companySize,
      request.requirement,
      request.locale,
      request.userId,
      request.spaceId,
    ],
  );
  return { id: rows[0].id, createdAt: rows[0].created_at };
}
