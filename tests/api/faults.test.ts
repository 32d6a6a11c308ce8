// The short form of the fault runs (tests/robust/faults-scenarios.ts; the full run is `npm run faults`): the API as a
// real process on a fresh PostgreSQL database, SIGKILLed during concurrent writes and started again, with the SMTP
// server down until after the restart. Every acknowledged write survives, none is half there, and every mail queued
// while SMTP was down is delivered once it is back (exactly once). PostgreSQL restarts are only in the full run.
import { describe, expect, it } from 'vitest';
import { crashAndMail } from '../robust/faults-scenarios';

describe('faults (API process on PostgreSQL)', () => {
  it('keeps every acknowledged write through a SIGKILL and delivers the mail queued while SMTP was down', async () => {
    const report = await crashAndMail({
      writers: 5,
      killAfterMs: 1500,
      writesAfterRestart: 3,
      deliveryTimeoutMs: 45_000,
    });
    const summary = JSON.stringify(report);
    expect(report.acked, summary).toBeGreaterThan(0);
    expect(report.lostAcked, summary).toBe(0);
    expect(report.halfWritten, summary).toBe(0);
    // Two mails per contact request, each tried (and refused) at least once while SMTP was down.
    expect(report.mailsQueued, summary).toBeGreaterThanOrEqual(2 * (report.acked + 3));
    expect(report.failedAttempts, summary).toBeGreaterThan(0);
    expect(report.undelivered, summary).toBe(0);
    expect(report.duplicates, summary).toBe(0);
    expect(report.mailsDelivered + report.claimedByKilled, summary).toBe(report.mailsQueued);
  }, 180_000);
});
