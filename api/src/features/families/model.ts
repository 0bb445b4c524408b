import { Type, type Static } from '@sinclair/typebox';
import type { familyMembers } from '../../db/schema';

const NullableString = Type.Union([Type.String(), Type.Null()]);
const NullableInt = Type.Union([Type.Integer(), Type.Null()]);

export const MemberSchema = Type.Object(
  {
    id: Type.Integer(),
    idClient: NullableInt,
    idClientFamily: Type.Integer(),
    firstName: Type.String(),
    lastName: Type.String(),
    idParam: NullableInt,
    email: NullableString,
    phone: NullableString,
    birthday: Type.Union([Type.String({ description: 'YYYY-MM-DD' }), Type.Null()]),
    responsible: Type.Boolean(),
    idCiv: NullableInt,
    age: NullableInt,
  },
  { $id: 'FamilyMember' },
);
export type Member = Static<typeof MemberSchema>;

export const FamilySchema = Type.Object({
  id: Type.Integer(),
  label: Type.String(),
  members: Type.Array(MemberSchema),
});

type MemberRow = typeof familyMembers.$inferSelect;

export function toMember(row: MemberRow): Member {
  return {
    id: row.id,
    idClient: row.idClient,
    idClientFamily: row.familyId,
    firstName: row.firstName,
    lastName: row.lastName,
    idParam: row.idParam,
    email: row.email,
    phone: row.phone,
    birthday: row.birthday,
    responsible: row.responsible,
    idCiv: row.idCiv,
    age: row.age,
  };
}

const Text = (max: number) => Type.Union([Type.String({ maxLength: max }), Type.Null()]);
const OptionalId = Type.Optional(Type.Union([Type.Integer({ minimum: 1, maximum: 2147483647 }), Type.Null()]));

/** Member fields as the forms send them; which are required is the rules' check (spec §5, rules.ts). */
export const memberFields = {
  idClient: OptionalId,
  idParam: OptionalId,
  idCiv: OptionalId,
  firstName: Type.Optional(Text(100)),
  lastName: Type.Optional(Text(100)),
  email: Type.Optional(Text(254)),
  phone: Type.Optional(Text(30)),
  birthday: Type.Optional(Text(40)),
  // Its range (MEMBER_AGE_MIN to MEMBER_AGE_MAX) is a rule with its own words (rules.ts), not a schema bound.
  age: Type.Optional(Type.Union([Type.Integer(), Type.Null()])),
  responsible: Type.Optional(Type.Union([Type.Boolean(), Type.Null()])),
};
export const MemberInputSchema = Type.Object(memberFields);
export type MemberInput = Static<typeof MemberInputSchema>;

/** Parameter list of the relations (kinship) a member may have (spec §7: list 13). */
export const KINSHIP_LIST_ID = 13;

/** The civility of company accounts, which no family member has. */
export const COMPANY_CIVILITY_LABEL = 'ETS';

/** The youngest and oldest ages a member's form takes (the account's form says the same). */
export const MEMBER_AGE_MIN = 1;
export const MEMBER_AGE_MAX = 150;

/** A family name's longest length, trimmed and inner spaces folded (the account's form shows it). */
export const FAMILY_LABEL_MAX = 100;

export const familyMessages = {
  nameTaken: 'Nom déjà utilisé. Veuillez vérifier les informations saisies.',
  added: 'Vous avez ajouté un membre à votre famille avec succès.',
  updated: 'Mise a jour des informations à bien effectuées.',
  familyNotFound: 'Famille introuvable.',
  memberNotFound: 'Membre de la famille introuvable.',
  badLabel: `Le nom de la famille est obligatoire (${FAMILY_LABEL_MAX} caractères au plus).`,
  badAge: `L'âge doit être au moins ${MEMBER_AGE_MIN}.`,
  ageTooHigh: `L'âge ne peut pas dépasser ${MEMBER_AGE_MAX} ans.`,
  badRelation: 'Le lien de parenté choisi est inconnu.',
  badCivility: 'La civilité choisie est inconnue.',
  responsibleStays: 'Le responsable de la famille ne peut pas être supprimé.',
  creatorOnly: 'Seul le responsable de la famille peut la renommer.',
} as const;
