// Said on every page once the session ended by itself (its refresh was refused, machines/session `ended`): what
// happened, and a sign-in link that comes back to this page (`?next=`). Not on the sign-in page itself, whose form
// is the answer already. Signing in again (session.signedIn) ends the state and the notice with it.
import { Link, useLocation, useSearch } from 'wouter';
import { useI18nContext } from '../i18n/i18n-react';
import { paths, signInPathFor } from '../app/paths';

export function SessionEndedNotice() {
  const { LL } = useI18nContext();
  const [location] = useLocation();
  const search = useSearch();
  if (location === paths.signIn) return null;
  return (
    <div className="container">
      <div className="session-ended" role="alert">
        <p>
          {LL.session.ended()}{' '}
          <Link href={signInPathFor(search ? `${location}?${search}` : location)}>
            {LL.session.signInAgain()}
          </Link>
        </p>
      </div>
    </div>
  );
}
