// Which report the result page shows, read without the GHG wiring (which brings XState and the API client): the page
// needs the id at once, the machine only once it has loaded.
import { cookieNames, readCookie, type CookieJar } from './cookies';

/** The report the result page shows: `?id=` first, else the last one made here (the `idReport` cookie). */
export function currentReportId(search: string, jar?: CookieJar | null): string | null {
  const fromQuery = new URLSearchParams(search).get('id');
  if (fromQuery) return fromQuery;
  return (
    (jar === undefined ? readCookie(cookieNames.idReport) : readCookie(cookieNames.idReport, jar)) || null
  );
}
