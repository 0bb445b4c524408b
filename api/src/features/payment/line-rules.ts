import {
  COUNTER_MAX,
  cutoffMinutes,
  EVENT_MAX_PARTICIPANTS,
  paris,
  SUBSCRIPTION_START_MAX_DAYS,
  subscriptionStartDay,
  toId,
  wholeCount,
} from './line-bounds';
import { lineSlotIds, type ClientLine, type TariffRow } from './pricing';
import { birthdayForm, LineTextError, MAX_PLAYERS, playersForm } from './line-text';
import { basketRefusal, checkGroups, type BasketContext } from './basket-rules';
import { LineRuleError, type ShapedLine } from './shaped-line';
import { slotProblemMessage } from './holds';
import { birthdayLinkedSlots } from './birthday-links';
import type { Catalogue, FormulaInfo, SlotInfo } from './catalogue-view';
import { resolveFormula, type Fail } from './resolve-formula';
import { inCatalogueOrder, undatedKind, undatedTariff } from './formula-tariff';

/** A birthday line without its child form (the message follows 'Ligne n (formula) : '). */
export const BIRTHDAY_FORM_MISSING =
  "le formulaire de l'anniversaire (prénom et âge de l'enfant, gâteau) est obligatoire.";

/**
 * The catalogue shapes every basket line (spec §4, §5, §6, §9). From a line the server takes only
 * the identifiers the visitor chose (formula, article, tariff, slots, counts, start date, the named
 * forms) and checks each against the catalogue; what the line is, its text and the places it holds
 * are the server's. Pure: the catalogue rows are loaded by `catalogue-view.ts`.
 */

/** The duo pack's two slots overlap (the same people cannot be in two activities at once). */
export const PACK_OVERLAP =
  'les créneaux du pack se chevauchent : choisissez deux horaires qui se suivent, une activité après l’autre.';

export interface LineContext extends BasketContext {
  catalogue: Catalogue;
}

/** Shapes and checks every line, then the basket as a whole. Throws LineRuleError (French message). */
export function shapeBasket(lines: ClientLine[], ctx: LineContext): ShapedLine[] {
  const refusal = basketRefusal(lines.length);
  if (refusal) throw new LineRuleError(refusal.message, refusal.code);
  const shaped = lines.map((line, index) => shapeLine(line, index, lines, ctx));
  checkGroups(shaped, ctx);
  return shaped;
}

function shapeLine(line: ClientLine, index: number, all: ClientLine[], ctx: LineContext): ShapedLine {
  const { catalogue: cat } = ctx;
  const article = cat.articles.get(line.id);
  const label = article ? ` (${article.name})` : '';
  const fail: Fail = (message, code, status = 400) => {
    throw new LineRuleError(`Ligne ${index + 1}${label} : ${message}`, code, index, status);
  };
  if (!article) return fail(`l'article ${line.id} n'existe pas.`, 'UNKNOWN_ARTICLE');
  if (!article.onSale) fail("cet article n'est plus en vente.", 'NOT_ON_SALE');
  const own = inCatalogueOrder(cat.tariffs.filter((t) => t.articleId === article.id));
  const requested = line.idTariff ?? line.idTarif ?? null;
  let tariff: TariffRow | undefined;
  if (requested !== null && requested !== undefined) {
    tariff = own.find((t) => t.id === Number(requested));
    if (!tariff) fail(`le tarif ${requested} ne correspond pas à cet article.`, 'TARIFF_MISMATCH');
  } else tariff = own.find((t) => t.isDefault) ?? own[0];
  if (!tariff) return fail("cet article n'a pas de tarif.", 'NO_TARIFF');
  const named = requested !== null && requested !== undefined ? tariff : null;
  if (!Number.isInteger(line.counter) || line.counter < 1)
    fail('la quantité doit être un entier positif.', 'BAD_QUANTITY');

  const pid =
    typeof line.pid === 'string' && /^[\w-]{1,64}$/.test(line.pid)
      ? line.pid
      : typeof line.pid === 'number'
        ? String(line.pid)
        : `line-${index}`;
  const slotIds = lineSlotIds(line);
  const type = [0, 1, 2, 3, 8].includes(Number(line.type)) ? Number(line.type) : 0;
  const base = { index, id: article.id, idTariff: tariff.id, counter: line.counter, pid, type };

  const zone = toId(line.ZONE);
  const table = toId(line.TABLE);
  if (zone !== null || table !== null || ctx.summarize === 'snaking') {
    if (slotIds.length) fail('une commande à table ne réserve pas de créneau.', 'UNEXPECTED_SLOT');
    if (!cat.barCategories.has(article.category)) fail("cet article n'est pas vendu au bar.", 'NOT_A_BAR_PRODUCT');
    const t = table === null ? undefined : cat.tables.get(table);
    if (zone === null || !t || t.zoneId !== zone) fail('la zone ou la table est inconnue.', 'UNKNOWN_TABLE');
    if (line.counter > COUNTER_MAX) fail(`${COUNTER_MAX} au plus par produit.`, 'BAD_QUANTITY');
    return finish({
      ...base,
      kind: 'bar',
      fid: null,
      slotIds: [],
      places: 0,
      description: article.category,
      details: { ZONE: zone, TABLE: table },
    });
  }

  const formula = resolveFormula(line, article.id, index, all, cat, fail);
  const activity = cat.activities.get(formula.aid);
  const offer = cat.offers.get(formula.oid);
  if (!activity || !activity.status || !offer || !offer.web || formula.article === null)
    fail("cette formule n'est pas en vente en ligne.", 'FORMULA_NOT_ON_SALE');
  const act = activity!;
  // The club, a subscription, a company ticket: the one tariff the site sells the formula at (spec §4).
  const undated = formula.article === article.id ? undatedKind(formula.code, act.code) : null;
  const choice = undated ? undatedTariff(undated, own, named) : null;
  if (choice && 'refusal' in choice) fail(choice.refusal, 'TARIFF_MISMATCH');
  if (choice && 'tariff' in choice) base.idTariff = choice.tariff.id;
  const noSlot = () => {
    if (slotIds.length) fail('cette ligne ne réserve pas de créneau.', 'UNEXPECTED_SLOT');
  };
  const upTo = (max: number) => {
    if (line.counter > max) fail(`${max} au plus.`, 'BAD_QUANTITY');
  };

  if (formula.article !== article.id) {
    // An accessory or extra offered with the formula (socks, drinks of an event...).
    if (!formula.accessories.includes(article.id) && !cat.accessoriesOf(formula.aid).has(article.id))
      fail(`cet article n'est pas proposé avec la formule « ${formula.name} ».`, 'NOT_OF_FORMULA');
    if (tariff.position !== 0) fail('ce tarif ne correspond pas à cet article.', 'TARIFF_MISMATCH');
    noSlot();
    upTo(COUNTER_MAX);
    return finish({
      ...base,
      kind: 'accessory',
      fid: formula.fid,
      slotIds: [],
      places: 0,
      description: cat.accessoryName(formula.aid, article.id) ?? article.name,
      details: {},
    });
  }

  if (formula.code === 'family-club') {
    noSlot();
    if (line.counter !== 1) fail("l'adhésion se prend pour une famille à la fois (quantité 1).", 'BAD_QUANTITY');
    if (ctx.buyer.clubMember) fail('vous êtes déjà membre du 360 Family Club.', 'ALREADY_MEMBER');
    return finish({
      ...base,
      kind: 'family-club',
      fid: formula.fid,
      slotIds: [],
      places: 0,
      description: formula.name,
      details: {},
    });
  }
  if (formula.code === 'subscription') {
    noSlot();
    upTo(COUNTER_MAX);
    const start = subscriptionStartDay(line.accessStart, ctx.now);
    if (!start)
      fail(
        `la date de début de l'abonnement doit être comprise entre aujourd'hui et ${SUBSCRIPTION_START_MAX_DAYS} jours.`,
        'BAD_START_DATE',
      );
    return finish({
      ...base,
      kind: 'subscription',
      fid: formula.fid,
      slotIds: [],
      places: 0,
      description: formula.name,
      details: { accessStart: start },
    });
  }
  if (act.code === 'company') {
    noSlot();
    if (!ctx.buyer.isCompany) fail('les billets CSE sont réservés aux comptes entreprise.', 'COMPANY_ONLY');
    upTo(COUNTER_MAX);
    return finish({
      ...base,
      kind: 'company',
      fid: formula.fid,
      slotIds: [],
      places: 0,
      description: formula.name,
      details: {},
    });
  }
  if (tariff.position === 1 || tariff.position === 2) {
    noSlot();
    const kind = tariff.position === 1 ? 'equipment' : 'wristband';
    if (kind === 'wristband' && act.code === 'playground')
      fail("pas de bracelet connecté pour l'aire de jeux.", 'TARIFF_MISMATCH');
    return finish({ ...base, kind, fid: formula.fid, slotIds: [], places: 0, description: tariff.name, details: {} });
  }
  if (tariff.position !== 0) fail('ce tarif ne correspond pas à cet article.', 'TARIFF_MISMATCH');

  // A dated booking: the activity line (or the duo pack's line) on its slot(s).
  const slots = slotIds.map((id) => cat.slots.get(id));
  if (slotIds.length === 0)
    fail("Aucune créneau sélectionnée. Veuillez sélectionner une activité ainsi qu'un créneau.", 'NO_SLOT');
  slots.forEach((slot, i) => checkSlot(slot, slotIds[i]!, formula, ctx, fail));
  const isPack = formula.code === 'duo-pack';
  if (isPack) {
    const wanted = formula.pack.map((a) => cat.activityOfArticle(a)).sort();
    const got = slots.map((s) => s!.activityId).sort();
    if (wanted.length === 0 || wanted.join() !== got.join())
      fail(`le pack se réserve avec un créneau pour chacune de ses ${wanted.length} activités.`, 'PACK_SLOTS');
    // The same people do both activities: one after the other, never at the same time.
    const overlapping = slots.some((a, i) =>
      slots.some((b, j) => j > i && a!.startsAt < b!.endsAt && b!.startsAt < a!.endsAt),
    );
    if (overlapping) fail(PACK_OVERLAP, 'PACK_OVERLAP');
  } else if (slotIds.length !== 1) fail('une réservation porte sur un seul créneau.', 'PACK_SLOTS');
  const check = (slot: SlotInfo | undefined, id: number, of: FormulaInfo) => checkSlot(slot, id, of, ctx, fail);
  const linked = isPack ? [] : birthdayLinkedSlots(line, formula, slots[0]!, cat, check, fail);

  const min = Math.max(1, act.minParticipants);
  const max = act.code === 'events' ? Math.min(EVENT_MAX_PARTICIPANTS, act.maxParticipants) : act.maxParticipants;
  if (line.counter < min || line.counter > max)
    fail(`le nombre de participants doit être compris entre ${min} et ${max}.`, 'BAD_PARTICIPANTS');
  const spectators = wholeCount(line.spectateurs, 0);
  if (spectators === null || spectators > act.spectatorFactor * line.counter)
    fail(
      `${act.spectatorFactor * line.counter} spectateur(s) au plus pour ${line.counter} participant(s).`,
      'BAD_SPECTATORS',
    );
  const whole = act.code === 'virtual-reality';
  const places = whole ? Math.max(...slots.map((s) => s!.placesMax)) : line.counter;
  // What the counter counts, for the e-mail ('2 participants', '1 box'): the catalogue's activity says it.
  const details: Record<string, unknown> = {
    spectateurs: spectators,
    unit: act.counterUnit === 'boxes' ? 'boxes' : 'participants',
  };
  try {
    const players = playersForm(line.players);
    const birthday = birthdayForm(line.anniversaires);
    // A birthday is sold with its child form (spec §5: first name, age, cake): staff prepare the party from it,
    // and it cannot be added once paid.
    if (!birthday && (formula.code === 'birthday' || act.code === 'birthday'))
      fail(BIRTHDAY_FORM_MISSING, 'BIRTHDAY_FORM_MISSING');
    // One name per participant (8 at most): the team the results and the ranking list (decision 0014).
    const drivers = Math.min(line.counter, MAX_PLAYERS);
    if (players && players.players.length !== drivers)
      fail(`l'équipe compte un nom par participant : ${drivers} nom(s) attendu(s).`, 'BAD_FORM');
    if (players) details.players = players;
    if (birthday) details.anniversaires = birthday;
  } catch (err) {
    if (err instanceof LineTextError) fail(err.message, 'BAD_FORM');
    throw err;
  }
  return finish({
    ...base,
    kind: isPack ? 'pack' : 'activity',
    fid: formula.fid,
    slotIds: [...slotIds, ...linked],
    idPlanning: slotIds[0]!,
    places,
    description: formula.name,
    details,
  });
}

function finish(
  line: Omit<ShapedLine, 'idPlanning' | 'details'> & {
    idPlanning?: number | null;
    type: number;
    details: Record<string, unknown>;
  },
): ShapedLine {
  const { type, ...rest } = line;
  return { ...rest, idPlanning: line.idPlanning ?? null, details: { ...line.details, pid: line.pid, type } };
}

function checkSlot(slot: SlotInfo | undefined, id: number, formula: FormulaInfo, ctx: LineContext, fail: Fail): void {
  if (!slot) return fail(`le créneau ${id} n'existe pas.`, 'UNKNOWN_SLOT');
  const ofFormula = formula.rooms.length ? formula.rooms.includes(slot.roomId) : slot.activityId === formula.aid;
  if (!ofFormula)
    fail(
      `le créneau du ${paris(slot.startsAt)} n'est pas un créneau de « ${formula.name} ».`,
      'SLOT_OF_ANOTHER_ACTIVITY',
    );
  if (slot.deleted)
    fail(slotProblemMessage({ kind: 'deleted', slotId: id, startsAt: slot.startsAt }), 'SLOT_DELETED', 409);
  if (slot.startsAt.getTime() <= ctx.now.getTime())
    fail(slotProblemMessage({ kind: 'past', slotId: id, startsAt: slot.startsAt }), 'SLOT_PAST');
  const code = ctx.catalogue.activities.get(slot.activityId)?.code ?? '';
  const minutes = cutoffMinutes(code);
  if (slot.startsAt.getTime() <= ctx.now.getTime() + minutes * 60_000)
    fail(
      `le créneau du ${paris(slot.startsAt)} n'est plus réservable en ligne (au plus tard ${minutes / 60} h avant).`,
      'SLOT_TOO_SOON',
    );
}
