// Types of the pricing machine: the plans of GET /subscription/plans, its events, tags and the view union.
import type { components } from '../../openapi/schema';
import type { Notice } from '../../domain/failures';

/** A plan as GET /subscription/plans answers it (texts in the request's language). */
export type Plan = components['schemas']['Plan'];

export interface PricingContext {
  plans: Plan[];
  /** Why the last load failed (network, server); null otherwise. */
  error: Notice | null;
}

export type PricingEvent =
  /** After a failed load: try again. */
  | { type: 'user.retry' }
  /** The reader switched the language: the plans' texts come in the new one. */
  | { type: 'app.localeChanged' };

/** `busy`: the plans are being (re)loaded. */
export type PricingTag = 'busy';

export type PricingView =
  | { kind: 'loading' }
  | { kind: 'failed'; error: Notice }
  /** `refreshing`: the plans shown are being reloaded in another language. */
  | { kind: 'loaded'; plans: Plan[]; refreshing: boolean };

/** The plans the server already fetched when it rendered the page (server-side rendering), if any. */
export interface PricingInput {
  preloaded?: Plan[] | null;
}

export interface PricingTypes {
  context: PricingContext;
  input: PricingInput;
  events: PricingEvent;
  tags: PricingTag;
}
