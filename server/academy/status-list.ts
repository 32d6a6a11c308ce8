// The revocation status list (W3C Bitstring Status List): each certificate holds a random, unused index of list 1
// (random rather than sequential, so that a list's set bits say nothing about when a certificate was issued; the
// recommendation's herd-privacy advice). Revoking sets the bit; the list is published as a signed
// BitstringStatusListCredential at /api/academy/status-lists/{listId}, built from the database on each request.
import { randomInt } from 'node:crypto';
import {
  buildStatusListCredential,
  emptyBitstring,
  setBit,
  STATUS_LIST_BITS,
  STATUS_LIST_ID,
  type SiteUrls,
} from '../../domain/academy/credential';
import type { Db } from '../db/client';
import { revokedIndexes, statusIndexTaken } from '../db/repos/academy-certificates';
import type { IssuerKeys } from './keys';
import { encodeBitstring, signVcJwt } from './vc-jwt';

/** A free index of the current list (the unique constraint catches the rare race between two issues). */
export async function allocateStatusIndex(db: Pick<Db, 'query'>): Promise<{ listId: number; index: number }> {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const index = randomInt(STATUS_LIST_BITS);
    if (!(await statusIndexTaken(db, STATUS_LIST_ID, index))) return { listId: STATUS_LIST_ID, index };
  }
  // 50 taken draws in a row means the list is nearly full: a second list is due (not reached at our volumes).
  throw new Error('status list 1 is full');
}

export async function statusBitstring(db: Pick<Db, 'query'>, listId: number): Promise<Uint8Array> {
  const bits = emptyBitstring();
  for (const index of await revokedIndexes(db, listId)) setBit(bits, index);
  return bits;
}

/** The signed status list credential (VC-JWT) of a list. */
export async function signedStatusList(
  db: Pick<Db, 'query'>,
  keys: IssuerKeys,
  urls: SiteUrls,
  listId: number,
  now: Date,
): Promise<string> {
  const encoded = encodeBitstring(await statusBitstring(db, listId));
  const credential = buildStatusListCredential(urls, listId, encoded, now.toISOString());
  return signVcJwt(credential, await keys.signingKey());
}
