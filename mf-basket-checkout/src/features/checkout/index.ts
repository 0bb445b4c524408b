// What the checkout feature offers the area's other features: they import it from here, never from its folders.
export { CheckoutActions } from './components/checkout-actions';
export { TicketsEmailDialog } from './components/tickets-email-dialog';
export { useCheckout } from './hooks/use-checkout';
