// Claims the assessment made while signed out once the session is signed in (after a sign-in, and on any signed-in
// load): when the `idReport` cookie names a report, the claim's code (XState, the machine, the API client) loads and
// runs (src/app/wiring/report-claim.ts). Renders nothing; the claim announces itself with a toast.
import { useEffect } from 'react';
import { useSessionView } from '../components/session-context';
import { cookieNames, readCookie } from './cookies';

export function ReportClaimer() {
  const view = useSessionView();
  const userId = view.kind === 'signedIn' ? view.user.id : null;
  useEffect(() => {
    if (!userId || !readCookie(cookieNames.idReport)) return;
    import('./wiring/report-claim').then(
      ({ ensureReportClaimed }) => ensureReportClaimed(),
      (error: unknown) => console.error('[report-claim] could not load', error),
    );
  }, [userId]);
  return null;
}
