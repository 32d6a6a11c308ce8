import type { ReactNode } from 'react';
import { Link, useLocation } from 'wouter';
import { paths } from '../app/paths';

/** A link that marks itself `aria-current="page"` on its own page (and on pages below it, with `section`). */
export function NavLink({
  href,
  section = false,
  className,
  children,
}: {
  href: string;
  section?: boolean;
  className?: string;
  children: ReactNode;
}) {
  const [location] = useLocation();
  const current = location === href || (section && href !== paths.home && location.startsWith(`${href}/`));
  return (
    <Link href={href} className={className} aria-current={current ? 'page' : undefined}>
      {children}
    </Link>
  );
}
