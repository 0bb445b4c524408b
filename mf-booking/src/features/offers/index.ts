// What the offers feature offers the area's other features: they import it from here, never from its folders.
export { ClubOfferDialog } from './components/club-offer-dialog';
export { InviteDialog } from './components/invite-dialog';
export { PromotionDialog } from './components/promotion-dialog';
export { nextAddStep } from './model/add-steps';
export type { AddStep } from './model/add-steps';
export { inviteMessage } from './model/invite';
export { promotedPrice, promotedSibling } from './model/promotion';
export type { PromotedOffer } from './model/promotion';
