// The site's public origin for absolute URLs that leave the site (canonical and hreflang links, Open Graph, the
// sitemap, RSS feeds, robots.txt): SITE_URL when it is set, else the address the request came to.
import type { FastifyRequest } from 'fastify';
import type { Config } from './config';

export function publicOrigin(config: Pick<Config, 'publicBaseUrl'>, request: FastifyRequest): string {
  return config.publicBaseUrl ?? `${request.protocol}://${request.host}`;
}
