import moment from 'moment-timezone';
import type { OrderState } from '../../db/schema/sales';
import { describeErrorCode } from './paybox-protocol';
import { centsToEuros } from './pricing';
import type { TransactionRow } from './transactions';

export function parisIso(d: Date): string {
  return moment(d).tz('Europe/Paris').format();
}

/** A transaction as its owner's return page reads it (TransactionReplySchema). */
export function transactionReply(t: TransactionRow, order: { state: OrderState; refundedAt: Date | null } | undefined) {
  return {
    reference: t.reference,
    status: t.status,
    amount: centsToEuros(t.amountCents),
    errorCode: t.errorCode,
    message: t.errorCode ? describeErrorCode(t.errorCode) : null,
    authorization: t.authorization,
    type: t.type,
    SUMMARIZE: t.summarize,
    email: t.email,
    promoCodes: t.promoCodes,
    createdAt: parisIso(t.createdAt),
    paidAt: t.paidAt ? parisIso(t.paidAt) : null,
    paidLateFrom: t.paidLateFrom,
    orderState: order?.state ?? null,
    refundedAt: order?.refundedAt ? parisIso(order.refundedAt) : null,
    lines: t.lines.map((l) => ({
      id: l.id,
      idTariff: l.idTariff,
      name: l.articleName,
      counter: l.counter,
      price: centsToEuros(l.finalUnitCents),
      originalPrice: centsToEuros(l.unitCents),
      total: centsToEuros(l.totalCents),
      promoCode: l.promoCode,
      idPlanning: l.idPlanning,
    })),
  };
}
