// The breadcrumb trail of a public page (articles, the academy): links to the pages above, the last crumb is the
// current page (`aria-current`). The page's head gets the same trail as JSON-LD (`breadcrumbs` in its head).
import { Link } from 'wouter';

export interface Crumb {
  label: string;
  href?: string;
}

export function Breadcrumbs({
  trail,
  label,
  className,
}: {
  trail: readonly Crumb[];
  /** The navigation's accessible name, in the page's language. */
  label: string;
  className: string;
}) {
  return (
    <nav aria-label={label} className={className}>
      <ol>
        {trail.map((crumb, index) => (
          <li key={`${index}-${crumb.label}`}>
            {crumb.href && index < trail.length - 1 ? (
              <Link href={crumb.href}>{crumb.label}</Link>
            ) : (
              <span aria-current="page">{crumb.label}</span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
