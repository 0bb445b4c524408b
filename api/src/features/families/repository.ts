import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { civilities, families, familyMembers, parameters } from '../../db/schema';
import { HttpError } from '../../plugins/errors';
import { COMPANY_CIVILITY_LABEL, familyMessages, KINSHIP_LIST_ID, toMember, type Member } from './model';
import type { MemberValues } from './rules';

/** The families a client may see and change: the ones they created and the ones they are a member of. */
function ownedBy(clientId: number) {
  return or(
    eq(families.createdBy, clientId),
    inArray(
      families.id,
      sql`(select ${familyMembers.familyId} from ${familyMembers} where ${familyMembers.idClient} = ${clientId})`,
    ),
  );
}

export async function familiesOf(
  db: Db,
  clientId: number,
): Promise<Array<{ id: number; label: string; members: Member[] }>> {
  const rows = await db
    .select({ id: families.id, label: families.label })
    .from(families)
    .where(ownedBy(clientId))
    .orderBy(asc(families.id));
  if (rows.length === 0) return [];
  const members = await db
    .select()
    .from(familyMembers)
    .where(
      inArray(
        familyMembers.familyId,
        rows.map((r) => r.id),
      ),
    )
    .orderBy(asc(familyMembers.id));
  return rows.map((f) => ({ ...f, members: members.filter((m) => m.familyId === f.id).map(toMember) }));
}

/** 404 when the family does not exist, 403 when it is not the client's. */
export async function assertFamilyAccess(db: Db, familyId: number, clientId: number): Promise<void> {
  const [family] = await db.select({ id: families.id }).from(families).where(eq(families.id, familyId));
  if (!family) throw new HttpError(404, familyMessages.familyNotFound);
  const [mine] = await db
    .select({ id: families.id })
    .from(families)
    .where(and(eq(families.id, familyId), ownedBy(clientId)));
  if (!mine) throw new HttpError(403, "Vous n'avez pas accès à ces données.");
}

/** 404 when the family does not exist, 403 when the client did not create it (renaming is the creator's). */
export async function assertFamilyCreator(db: Db, familyId: number, clientId: number): Promise<void> {
  const [family] = await db
    .select({ id: families.id, createdBy: families.createdBy })
    .from(families)
    .where(eq(families.id, familyId));
  if (!family) throw new HttpError(404, familyMessages.familyNotFound);
  if (family.createdBy !== clientId) throw new HttpError(403, familyMessages.creatorOnly);
}

/** The member and its family, after checking the client may change it (404 unknown, 403 not theirs). */
export async function memberForChange(db: Db, memberId: number, clientId: number) {
  const [member] = await db.select().from(familyMembers).where(eq(familyMembers.id, memberId));
  if (!member) throw new HttpError(404, familyMessages.memberNotFound);
  await assertFamilyAccess(db, member.familyId, clientId);
  return member;
}

export async function labelAvailable(db: Db, label: string): Promise<boolean> {
  const [row] = await db
    .select({ id: families.id })
    .from(families)
    .where(sql`lower(${families.label}) = lower(${label.trim()})`);
  return row === undefined;
}

/**
 * 400 unless the member's relation, when given, is a value of the kinship list (the one GET
 * /api/parameter/list?idParamList=13 offers) and their civility, when given, a person's (not the company one).
 */
export async function assertKnownLookups(db: Db, values: Pick<MemberValues, 'idParam' | 'idCiv'>): Promise<void> {
  if (values.idParam !== undefined && values.idParam !== null) {
    const [kinship] = await db
      .select({ id: parameters.id })
      .from(parameters)
      .where(and(eq(parameters.id, values.idParam), eq(parameters.listId, KINSHIP_LIST_ID)));
    if (!kinship) throw new HttpError(400, familyMessages.badRelation);
  }
  if (values.idCiv !== undefined && values.idCiv !== null) {
    const [civility] = await db
      .select({ label: civilities.label })
      .from(civilities)
      .where(eq(civilities.id, values.idCiv));
    if (!civility || civility.label.trim().toUpperCase() === COMPANY_CIVILITY_LABEL) {
      throw new HttpError(400, familyMessages.badCivility);
    }
  }
}
