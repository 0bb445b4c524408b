import type { BasketBirthday } from 'shared-events';
import { percentOff, MEMBER_PERCENTAGE } from 'shared-events';
import { BirthdayDialog, type BirthdayValues } from '../../birthday';
import { ExtrasDialog, ACCESSORIES_TITLE, type Extra, type ExtraCounts } from '../../extras';
import { type AddStep, ClubOfferDialog, PromotionDialog } from '../../offers';
import type { EquipmentAnswer } from '../../../shared/model/basket-lines';
import type { Tariff } from '../../../shared/model/types';
import type { RecapData } from '../hooks/load-recap-data';
import { EquipmentDialog } from './equipment-dialog';
import { saveReservation, type ReservationState } from '../model/reservation-state';
import { reservationPath } from './paths';
import type { BookingDrafts } from '../hooks/use-booking-drafts';

/** The bowling promotion taken: the same selection (day, slot, players) on the promoted formula's recap. */
export function takePromotion(reservation: ReservationState, fid: number, navigate: (to: string) => void): void {
  saveReservation(window.sessionStorage, { ...reservation, fid, editPid: null, saved: false });
  navigate(reservationPath({ aid: reservation.aid, oid: reservation.oid, fid }));
}

/** The recap's 'Modifier' of the birthday child form (also the form being typed before a reload, opened again). */
export function EditChildDialog({ drafts, onDone }: { drafts: BookingDrafts; onDone: () => void }) {
  return (
    <BirthdayDialog
      open
      initial={drafts.child}
      typed={drafts.childTyped}
      onTyping={drafts.typeChild}
      onSubmit={(birthday) => {
        drafts.setChild(birthday);
        onDone();
      }}
      onClose={() => {
        drafts.typeChild(null);
        onDone();
      }}
    />
  );
}

/** What the questions before the basket have answered so far. */
export interface AddFlow {
  then: 'stay' | 'basket';
  done: AddStep[];
  equipment: EquipmentAnswer | null;
  accessories: ExtraCounts;
  club: boolean;
  /** Birthdays: the child form, when asked in this add. */
  birthday?: BasketBirthday;
}

export interface RecapDialogsProps {
  step: AddStep | null;
  data: RecapData;
  editing: boolean;
  participants: number;
  equipment: Tariff | null;
  bracelet: Tariff | null;
  initialEquipment: { equipments: number; bracelets: number };
  accessories: readonly Extra[];
  initialAccessories: ExtraCounts;
  child: BasketBirthday | null;
  /** The child form as typed before a reload, and where its values go as they are typed (null: closed). */
  childTyped?: BirthdayValues;
  onChildTyping?: (values: BirthdayValues | null) => void;
  /** The booking's unit price before the club (to show what a member pays). */
  unitPrice: number;
  onAnswer: (step: AddStep, answer: Partial<AddFlow>) => void;
  onPromotion: () => void;
  onClose: () => void;
}

/** The question of the current step (see add-steps.ts), one at a time. */
export function RecapDialogs(props: RecapDialogsProps) {
  const { step, data, onAnswer, onClose } = props;
  if (step === 'promotion' && data.promotion)
    return (
      <PromotionDialog
        offer={data.promotion}
        onAccept={props.onPromotion}
        onDecline={() => onAnswer('promotion', {})}
        onClose={onClose}
      />
    );
  if (step === 'birthday')
    return (
      <BirthdayDialog
        open
        initial={props.child}
        typed={props.childTyped}
        onTyping={props.onChildTyping}
        onSubmit={(birthday) => onAnswer('birthday', { birthday })}
        onClose={() => {
          props.onChildTyping?.(null);
          onClose();
        }}
      />
    );
  if (step === 'equipment')
    return (
      <EquipmentDialog
        open
        editing={props.editing}
        participants={props.participants}
        equipment={props.equipment}
        bracelet={props.bracelet}
        initial={props.initialEquipment}
        onAnswer={(equipment) => onAnswer('equipment', { equipment })}
        onClose={onClose}
      />
    );
  if (step === 'accessories')
    return (
      <ExtrasDialog
        title={ACCESSORIES_TITLE}
        intro="Ajoutez les accessoires de votre réservation : ils vous attendront à l’accueil (un par participant au plus)."
        extras={props.accessories}
        initial={props.initialAccessories}
        bounds={{ min: 0, max: props.participants }}
        confirmLabel="Valider"
        onConfirm={(accessories) => onAnswer('accessories', { accessories })}
        onDecline={() => onAnswer('accessories', { accessories: {} })}
        onClose={onClose}
        testId="accessories-dialog"
      />
    );
  if (step === 'club' && data.club)
    return (
      <ClubOfferDialog
        tariff={data.club.tariff}
        price={props.unitPrice}
        memberPrice={percentOff(props.unitPrice, MEMBER_PERCENTAGE)}
        onAccept={() => onAnswer('club', { club: true })}
        onDecline={() => onAnswer('club', { club: false })}
        onClose={onClose}
      />
    );
  return null;
}
