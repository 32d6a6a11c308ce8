// Pages for signed-in people send a signed-out visitor to /auth/sign-in?next=<this page and its query>, replacing
// the history entry, so that signing in comes back here (and Back does not bounce between the two). Not when the
// session ended by itself: the layout's notice says so and links to sign-in with the same `next` (a silent bounce
// to the sign-in page left people wondering what happened).
import { useEffect } from 'react';
import { useLocation, useSearch } from 'wouter';
import { signInPathFor } from '../app/paths';

export function useSignInRedirect(signedOut: boolean): void {
  const [location, navigate] = useLocation();
  const search = useSearch();
  useEffect(() => {
    if (signedOut) navigate(signInPathFor(search ? `${location}?${search}` : location), { replace: true });
  }, [signedOut, location, search, navigate]);
}
