import type { FastifyBaseLogger } from 'fastify';
import { eq } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { clients, civilities } from '../../db/schema';
import { HttpError } from '../../plugins/errors';
import { isUniqueViolation } from '../../shared/db-errors';
import { sendMail } from '../../mail';
import { hashSecret } from '../auth/password';
import { documentsSecret, signDocumentsToken } from '../company-requests/documents-token';
import { documentsRequestMail } from '../company-requests/documents-mail';
import {
  checkBirthday,
  checkEmail,
  checkLookups,
  checkPassword,
  checkPhone,
  emailTaken,
  refuseZoneAddress,
} from './checks';
import { clean, type Registration } from './model';
import { messages } from './rules';

/** The birthday a company account is given, its form having none (spec §9: company birthday default). */
export const COMPANY_BIRTHDAY = '2020-01-01';

export interface RegistrationDeps {
  db: Db;
  config: Pick<Config, 'smtpUrl' | 'mailFrom' | 'outboxDir' | 'parkName' | 'accountUrl'>;
  log: Pick<FastifyBaseLogger, 'error'>;
}

/** Registration fields as stored, with the company form's names mapped onto the client fields. */
function registrationValues(body: Registration) {
  const type = body.type ?? 0;
  const pick = (alias: string | null | undefined, field: string | null | undefined) =>
    clean(alias) ?? clean(field) ?? null;
  return {
    type,
    idCiv: body.idCiv ?? null,
    firstName: clean(body.firstName) ?? null,
    secondName: type === 2 ? pick(body.managerName, body.secondName) : (clean(body.secondName) ?? null),
    lastName: type === 2 ? pick(body.companyName, body.lastName) : (clean(body.lastName) ?? null),
    mobilePhone: type === 2 ? pick(body.csePhone, body.mobilePhone) : (clean(body.mobilePhone) ?? null),
    address: type === 2 ? pick(body.billingAddress, body.address) : (clean(body.address) ?? null),
    address1: clean(body.address1) ?? null,
    city: clean(body.city) ?? null,
    idVil: body.idVil ?? null,
    identificationNumber: type === 2 ? pick(body.registrationNumber, body.identificationNumber) : null,
  };
}

/**
 * A new account (POST /api/users): an individual (0) or a company request (2) left pending for the team,
 * acknowledged by e-mail (with a link to send its documents later) and answered with the token its documents are
 * sent with at once. A family member (1) is refused (400): anyone could otherwise take an e-mail address with an
 * account without a password, and its owner could not register any more; members are added by their family's
 * client (`/api/clientFamily*`), without an account.
 * Refused too (400): an address of the bar zones' reserved domain, a phone number that does not fit the mask (stored
 * in its national form), a town or civility that is not in its lookup, a civility that does not fit the account
 * (ETS for a company, and for it only).
 */
export async function registerClient(
  deps: RegistrationDeps,
  body: Registration,
): Promise<{ id: number; documentsToken?: string }> {
  const values = registrationValues(body);
  if (values.type === 1) throw new HttpError(400, messages.familyMemberFromAccount, 'FAMILY_MEMBER_FROM_ACCOUNT');
  const email = clean(body.email);
  const password = body.password ?? '';
  const required: Array<string | null | undefined> =
    values.type === 2
      ? [
          values.lastName,
          values.secondName,
          values.mobilePhone,
          values.address,
          values.identificationNumber,
          email,
          password,
        ]
      : [values.firstName, values.lastName, email, password];
  if (required.some((v) => v === null || v === undefined || v === '')) throw new HttpError(400, messages.missingFields);
  const checkedEmail = checkEmail(email as string);
  refuseZoneAddress(checkedEmail);
  checkPassword(password);
  const birthday = checkBirthday(body.birthday) ?? (values.type === 2 ? COMPANY_BIRTHDAY : null);
  values.mobilePhone = checkPhone(values.mobilePhone) ?? null;
  if (values.type === 2 && values.idCiv === null) {
    const [ets] = await deps.db.select({ id: civilities.id }).from(civilities).where(eq(civilities.label, 'ETS'));
    values.idCiv = ets?.id ?? null;
  }
  await checkLookups(deps.db, values.type, values);
  if (await emailTaken(deps.db, checkedEmail)) throw new HttpError(409, messages.duplicate);
  const passwordHash = await hashSecret(password);
  try {
    const [row] = await deps.db
      .insert(clients)
      .values({
        ...values,
        email: checkedEmail,
        birthday,
        passwordHash,
        contactSms: 1,
        contactEmail: 1,
        contactPostal: 1,
        contactPhone: 1,
        companyStatus: values.type === 2 ? 'pending' : null,
      })
      .returning({ id: clients.id });
    const id = (row as { id: number }).id;
    if (values.type !== 2) return { id };
    const secret = await documentsSecret(deps.db);
    // The answer's token serves the upload right after the form (an hour); the e-mail's link, a week later still.
    const request = { id, email: checkedEmail, companyName: values.lastName ?? null };
    try {
      await sendMail(deps, await documentsRequestMail(deps.db, deps.config, request));
    } catch (err) {
      // The request is recorded: a mail that did not go out is only logged.
      deps.log.error({ err }, 'company request acknowledgement not sent');
    }
    return { id, documentsToken: signDocumentsToken(secret, id) };
  } catch (err) {
    if (isUniqueViolation(err)) throw new HttpError(409, messages.duplicate);
    throw err;
  }
}
