import type { FastifyBaseLogger } from 'fastify';
import type { App } from '../../app';
import { HttpError } from '../../plugins/errors';
import { verifyResponse } from './paybox-protocol';
import { settlePaidTransaction } from './settlement';
import { answerFromVars, applyAnswer, type ApplyResult } from './transactions';

/**
 * Use case: a gateway answer (the browser's return or the IPN) arrives as its raw query string. It is
 * verified (signature), applied to its transaction (decision 0004: a paid answer is never dropped) and a
 * paid transaction is settled. Answers the outcome; refuses a forged or incomplete answer with a 400.
 */
export async function answerGateway(
  app: App,
  log: FastifyBaseLogger,
  raw: string,
  cancelHint: boolean,
): Promise<ApplyResult> {
  const verified = verifyResponse(raw, app.config.payment.payboxPublicKey);
  if (!verified.ok) {
    log.warn({ reason: verified.reason }, 'payment answer refused');
    throw new HttpError(400, `Réponse de paiement refusée : ${verified.reason}.`, 'BAD_SIGNATURE');
  }
  const answer = answerFromVars(verified.vars);
  if (!answer) throw new HttpError(400, 'Réponse de paiement incomplète (Mt, Ref, Erreur).', 'BAD_ANSWER');
  const result = await applyAnswer(app.db, answer, new Date(), cancelHint);
  if (result.kind === 'unknown-reference') {
    log.error({ reference: answer.reference }, 'payment answer for an unknown reference');
  } else if (result.kind === 'amount-mismatch') {
    log.error(
      { reference: answer.reference, answered: answer.amountCents, stored: result.transaction.amountCents },
      'payment answer amount differs from the order',
    );
  } else {
    if (result.late) {
      log.warn(
        { reference: answer.reference, paidLateFrom: result.transaction.paidLateFrom },
        'PAID answer after the transaction was refused, cancelled or expired: settled if its places are still free',
      );
    }
    if (result.transaction.status === 'paid') await settlePaidTransaction(app, result.transaction.reference, log);
  }
  return result;
}
