import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { transactions } from '../../db/schema';
import { SESSION_INVALID } from '../../plugins/auth';
import { HttpError } from '../../plugins/errors';
import { isUniqueViolation } from '../../shared/db-errors';
import { isEmail } from '../../shared/email';
import { toId } from './line-bounds';
import { holdPlaces, SlotError, slotProblemStatus, supersedeClientPending } from './holds';
import { buildPayboxRequest, fieldsToObject } from './paybox-protocol';
import { loadPayer, type Payer } from './payer';
import { priceBasket } from './price-basket';
import {
  allowedReturnOrigins,
  chooseReturnOrigin,
  gatewayReturnUrls,
  remotesFileReader,
  RETURN_ORIGIN_REFUSED,
  tableOf,
} from './return-origin';
import { centsToEuros, holdQuantities, type ClientLine } from './pricing';
import type { InitiateBody } from './schemas';
import { billingXml, shoppingCartXml } from './three-ds';
import { parisIso } from './transaction-reply';
import { findTransaction, generateReference, isAcceptableReference } from './transactions';

export interface InitiateDeps {
  db: Db;
  config: Pick<Config, 'payment' | 'siteUrl' | 'apiPublicUrl'>;
  log: FastifyBaseLogger;
  /** The site's remotes.json as last read (the origins a payment may return to). */
  readRemotes: ReturnType<typeof remotesFileReader>;
  /** Called before places are held (the per-address limit on payment starts); throws to refuse. */
  beforeHolding?: () => Promise<void>;
}

/**
 * Who pays: the signed-in client, and for a table's guest (the zone's shared account) the guest's id from their
 * zone sign-in, recorded on the payment so that only that guest reads it back (decision 0045).
 */
export interface Buyer {
  clientId: number;
  guestId?: string | null;
  /** A guest's table: the zone and table their tablet is paired with (null for a guest signed in before it was kept). */
  table?: { zone: number; table: number } | null;
}

/** A table's guest starting any other payment than their table's order. */
export const GUEST_TABLE_ONLY = 'Depuis une table, seule une commande au bar peut être payée.';
/** A table's guest ordering for another table than their tablet's (another zone's, or another of their zone). */
export const GUEST_OTHER_TABLE = 'Cette commande ne correspond pas à la table de cette tablette.';

/**
 * A table's guest pays their table's order and nothing else (decision 0045): the zone's shared account buys no
 * booking, subscription or club membership (the basket rules keep a table order to the bar's products), and every
 * line is for the table their tablet is paired with. A guest signed in before their table was kept signs in again.
 */
function checkGuestOrder(body: InitiateBody, buyer: Buyer): void {
  if (buyer.guestId === null || buyer.guestId === undefined) return;
  if (body.SUMMARIZE !== 'snaking') throw new HttpError(403, GUEST_TABLE_ONLY, 'TABLE_GUEST_ONLY');
  const own = buyer.table;
  if (!own) throw new HttpError(401, SESSION_INVALID);
  const lines = body.lines as ClientLine[];
  if (lines.some((l) => toId(l.ZONE) !== own.zone || toId(l.TABLE) !== own.table))
    throw new HttpError(400, GUEST_OTHER_TABLE, 'OTHER_TABLE');
}

function promoLabels(codes: InitiateBody['promoCodes']): string[] {
  return (codes ?? []).map((c) => (typeof c === 'string' ? c : c.label)).filter((l) => l.trim() !== '');
}

/**
 * Where the tickets go: the address typed on the page, else the account's. A table order (spec §5: "a snacking basket
 * requires a tickets e-mail") takes only the typed one: a guest's table is signed in on the zone's shared account,
 * whose address is nobody's.
 */
function payerEmail(typed: string, payer: Payer, tableOrder: boolean): string {
  const own = isEmail(typed.trim()) ? typed.trim() : null;
  const email = own ?? (!tableOrder && payer && isEmail(payer.email) ? payer.email : null);
  if (!email) throw new HttpError(400, 'Adresse email est invalide', 'BAD_EMAIL');
  return email;
}

/**
 * Use case: the client starts paying its basket. The server prices every line from the catalogue
 * (decision 0009), holds the places in one database transaction that also cancels the client's
 * earlier pending payment (decision 0004), records the transaction and answers the signed form
 * the browser posts to the gateway.
 */
export async function initiatePayment(deps: InitiateDeps, body: InitiateBody, buyer: Buyer, now = new Date()) {
  const { clientId, guestId = null } = buyer;
  const { db, config } = deps;
  const { payment } = config;
  // The page's own origin (a bar tablet runs the snacking area alone): the guest comes back there.
  const returnOrigin = chooseReturnOrigin(
    body.returnOrigin,
    config.siteUrl,
    allowedReturnOrigins(config.siteUrl, deps.readRemotes()),
  );
  if (!returnOrigin) throw new HttpError(400, RETURN_ORIGIN_REFUSED, 'BAD_RETURN_ORIGIN');
  checkGuestOrder(body, buyer);
  const priced = await priceBasket(db, {
    lines: body.lines as ClientLine[],
    promoLabels: promoLabels(body.promoCodes),
    clientId,
    summarize: body.SUMMARIZE,
    total: body.total,
    now,
  });
  if (priced.totalCents <= 0) throw new HttpError(400, 'Le montant à payer doit être supérieur à zéro.', 'ZERO_TOTAL');

  const payer = await loadPayer(db, clientId);
  const email = payerEmail(body.email, payer, body.SUMMARIZE === 'snaking');
  const wanted = holdQuantities(
    priced.lines.map((l) => ({ counter: l.counter, slotIds: l.slotIds, places: l.places, pid: l.client.pid })),
  );
  if (wanted.size > 0 && deps.beforeHolding) await deps.beforeHolding();
  const expiresAt = new Date(now.getTime() + payment.holdMinutes * 60_000);

  let reference = isAcceptableReference(body.transactionRef) ? body.transactionRef : generateReference(now);
  for (let attempt = 0; ; attempt++) {
    if (attempt > 0 || (await findTransaction(db, reference))) reference = generateReference(now);
    const ref = reference;
    try {
      await db.transaction(async (tx) => {
        await supersedeClientPending(tx, clientId, ref, now);
        await holdPlaces(tx, ref, wanted, now, expiresAt);
        await tx.insert(transactions).values({
          reference: ref,
          clientId,
          guestId,
          email,
          type: body.type,
          summarize: body.SUMMARIZE,
          amountCents: priced.totalCents,
          lines: priced.lines,
          promoCodes: priced.promoCodes,
          status: 'pending',
          createdAt: now,
          updatedAt: now,
        });
      });
      break;
    } catch (err) {
      if (err instanceof SlotError) {
        throw new HttpError(slotProblemStatus(err.problem), err.message, `SLOT_${err.problem.kind.toUpperCase()}`);
      }
      if (isUniqueViolation(err) && attempt < 3) continue; // the reference was taken meanwhile: draw another
      throw err;
    }
  }

  const fields = buildPayboxRequest({
    merchant: {
      site: payment.payboxSite,
      rang: payment.payboxRang,
      identifiant: payment.payboxIdentifiant,
      hmacKey: payment.payboxHmacKey,
    },
    amountCents: priced.totalCents,
    reference,
    email,
    time: now,
    urls: {
      ...gatewayReturnUrls(returnOrigin, tableOf({ summarize: body.SUMMARIZE, lines: priced.lines })),
      repondreA: `${config.apiPublicUrl}/api/v1/paybox/ipn`,
    },
    shoppingCart: shoppingCartXml(priced.lines.reduce((n, l) => n + l.counter, 0)),
    billing: billingXml({
      firstName: payer?.firstName,
      lastName: payer?.lastName,
      address1: payer?.address,
      address2: payer?.address1,
      zipCode: payer?.postalCode,
      city: payer?.city || payer?.cityName,
    }),
  });
  deps.log.info({ reference, amountCents: priced.totalCents, clientId }, 'payment initiated');
  return {
    reference,
    url: payment.payboxUrl,
    body: fieldsToObject(fields),
    amount: centsToEuros(priced.totalCents),
    expiresAt: parisIso(expiresAt),
  };
}
