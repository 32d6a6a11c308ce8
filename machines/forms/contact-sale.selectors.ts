// What the contact page shows for a contact-sales snapshot, and for the machine's first snapshot without the machine
// (the page renders that before the machine's code has loaded, src/app/lazy-actor.ts).
import type { ContactSaleSnapshot } from './contact-sale.machine';
import type { ContactSaleView } from './contact-sale.types';

/** What the contact page shows. */
export function selectContactSaleView(snapshot: ContactSaleSnapshot): ContactSaleView {
  const { context } = snapshot;
  if (snapshot.status === 'done') {
    return {
      kind: 'succeeded',
      firstName: context.firstName ?? '',
      notice: { key: 'success.contactReceived', text: null },
    };
  }
  return {
    kind: 'form',
    busy: snapshot.hasTag('busy'),
    fieldErrors: context.fieldErrors,
    error: context.error,
  };
}

/**
 * `selectContactSaleView` of the machine's first snapshot (`editing`, nothing said by the server yet).
 * contact-sale.machine.test.ts checks it against the machine.
 */
export const firstContactSaleView: ContactSaleView = {
  kind: 'form',
  busy: false,
  fieldErrors: {},
  error: null,
};
