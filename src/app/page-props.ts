// What the route table hands every page. Its own leaf module so that pages never import routes.ts, which imports
// (lazily) every page.
import type { ComponentType } from 'react';
import type { ScreenId } from './paths';

export interface PageProps {
  screen: ScreenId;
  params: Record<string, string | undefined>;
}

export type PageModule = { default: ComponentType<PageProps> };
