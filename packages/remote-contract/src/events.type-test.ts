/**
 * Type-level test of the event bus, checked by `tsc` (npm run typecheck / test). Each @ts-expect-error line must
 * fail to compile; if the bus ever accepted it, tsc reports the directive as unused and the check fails.
 */
import { emit, on } from './events';

emit('cart:changed', { basketId: 'b', totalItems: 1, currency: 'GBP' });
on('toast:show', (payload) => payload.message.toUpperCase());

// @ts-expect-error an event that is not in the EventMap does not compile
emit('cart:exploded', {});
// @ts-expect-error a wrong payload shape does not compile
emit('cart:changed', { totalItems: 'one' });
// @ts-expect-error a missing payload does not compile
emit('dialog:open');
// @ts-expect-error a handler cannot read a field the payload does not have
on('dialog:open', (payload) => payload.productId);
