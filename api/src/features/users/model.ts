import { Type, type Static } from '@sinclair/typebox';
import type { clients } from '../../db/schema';

const NullableString = Type.Union([Type.String(), Type.Null()]);
const NullableInt = Type.Union([Type.Integer(), Type.Null()]);

/** GET /api/users/{id}: the client as the front end reads it (never the password). */
export const UserSchema = Type.Object(
  {
    id: Type.Integer(),
    idCiv: NullableInt,
    firstName: NullableString,
    secondName: NullableString,
    lastName: NullableString,
    birthday: Type.Union([Type.String({ description: 'YYYY-MM-DD' }), Type.Null()]),
    email: Type.String(),
    mobilePhone: NullableString,
    photo: Type.Union([Type.String({ description: 'URL of the photo (bearer token required)' }), Type.Null()]),
    photoGuid: NullableString,
    photoType: NullableString,
    idVil: NullableInt,
    address: NullableString,
    address1: NullableString,
    city: NullableString,
    type: Type.Union([Type.Literal(0), Type.Literal(1), Type.Literal(2)], {
      description: '0 individual, 1 family member, 2 company',
    }),
    contactSMS: Type.Integer(),
    contactEmail: Type.Integer(),
    contactPostal: Type.Integer(),
    contactPhone: Type.Integer(),
    identificationNumber: NullableString,
    hasPassword: Type.Boolean(),
    companyStatus: Type.Union([Type.Literal('pending'), Type.Literal('approved'), Type.Null()]),
    companyLogin: NullableString,
    clubMember: Type.Optional(
      Type.Boolean({ description: 'holds a running 360 Family Club membership (badge, member prices)' }),
    ),
    clubUntil: Type.Optional(
      Type.Union([Type.String({ description: 'end of the membership, ISO 8601 (Paris)' }), Type.Null()]),
    ),
  },
  { $id: 'User' },
);
export type User = Static<typeof UserSchema>;

export type ClientRow = typeof clients.$inferSelect;

export function photoUrl(id: number): string {
  return `/api/users/${id}/photo`;
}

/**
 * The stored type code as the contract names it. A code outside 0–2 (a row written by hand) reads as an individual,
 * the account with the fewest rights, rather than failing the client's every page.
 */
export function clientType(code: number): User['type'] {
  return code === 1 || code === 2 ? code : 0;
}

export function toUser(row: ClientRow): User {
  const status = row.companyStatus === 'pending' || row.companyStatus === 'approved' ? row.companyStatus : null;
  return {
    id: row.id,
    idCiv: row.idCiv,
    firstName: row.firstName,
    secondName: row.secondName,
    lastName: row.lastName,
    birthday: row.birthday,
    email: row.email,
    mobilePhone: row.mobilePhone,
    photo: row.photoGuid ? photoUrl(row.id) : null,
    photoGuid: row.photoGuid,
    photoType: row.photoType,
    idVil: row.idVil,
    address: row.address,
    address1: row.address1,
    city: row.city,
    type: clientType(row.type),
    contactSMS: row.contactSms,
    contactEmail: row.contactEmail,
    contactPostal: row.contactPostal,
    contactPhone: row.contactPhone,
    identificationNumber: row.identificationNumber,
    hasPassword: row.passwordHash !== null,
    companyStatus: status,
    companyLogin: row.companyLogin,
  };
}

const Text = (max = 200) => Type.Union([Type.String({ maxLength: max }), Type.Null()]);
const Flag = Type.Union([Type.Integer({ minimum: 0, maximum: 1 }), Type.Boolean(), Type.Null()]);

/** Profile fields shared by registration and update (all optional at the schema level; rules check them). */
export const profileFields = {
  idCiv: Type.Optional(Type.Union([Type.Integer({ minimum: 1 }), Type.Null()])),
  firstName: Type.Optional(Text()),
  secondName: Type.Optional(Text()),
  lastName: Type.Optional(Text()),
  birthday: Type.Optional(Text(40)),
  email: Type.Optional(Type.String({ maxLength: 254 })),
  mobilePhone: Type.Optional(Text(30)),
  idVil: Type.Optional(Type.Union([Type.Integer({ minimum: 1 }), Type.Null()])),
  address: Type.Optional(Text(300)),
  address1: Type.Optional(Text(300)),
  city: Type.Optional(Text()),
  identificationNumber: Type.Optional(Text(50)),
  contactSMS: Type.Optional(Flag),
  contactEmail: Type.Optional(Flag),
  contactPostal: Type.Optional(Flag),
  contactPhone: Type.Optional(Flag),
  password: Type.Optional(Type.String({ maxLength: 200 })),
};

export const RegistrationSchema = Type.Object({
  ...profileFields,
  type: Type.Optional(Type.Union([Type.Literal(0), Type.Literal(1), Type.Literal(2)], { default: 0 })),
  // Company registration, under the names of its form (mapped onto the client fields).
  companyName: Type.Optional(Text()),
  csePhone: Type.Optional(Text(30)),
  managerName: Type.Optional(Text()),
  billingAddress: Type.Optional(Text(300)),
  registrationNumber: Type.Optional(Text(50)),
});
export type Registration = Static<typeof RegistrationSchema>;

export const UpdateSchema = Type.Object({
  ...profileFields,
  currentPassword: Type.Optional(Type.String({ maxLength: 200 })),
});
export type Update = Static<typeof UpdateSchema>;

export const IdParams = Type.Object({ id: Type.Integer({ minimum: 1, maximum: 2147483647 }) });

/** Trims a text field; empty becomes null. */
export function clean(value: string | null | undefined): string | null | undefined {
  if (value === undefined) return undefined;
  if (value === null) return null;
  const t = value.trim();
  return t === '' ? null : t;
}

export function flag(value: number | boolean | null | undefined): number | undefined {
  if (value === undefined || value === null) return undefined;
  return value === true || value === 1 ? 1 : 0;
}
