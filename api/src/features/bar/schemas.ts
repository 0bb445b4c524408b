import { Type } from '@sinclair/typebox';

export const IdParams = Type.Object({ id: Type.String({ pattern: '^\\d{1,9}$' }) });

const Place = Type.Object({ id: Type.Integer(), name: Type.String() });

export const BarOrderSchema = Type.Object({
  id: Type.Integer(),
  number: Type.Integer({ description: 'Le numéro de commande (idTicket)' }),
  reference: Type.String(),
  zone: Place,
  table: Place,
  lines: Type.Array(
    Type.Object({ articleId: Type.Integer(), name: Type.String(), qty: Type.Integer(), unitCents: Type.Integer() }),
  ),
  totalCents: Type.Integer(),
  email: Type.String(),
  user: Type.Integer(),
  phone: Type.Union([Type.String(), Type.Null()]),
  status: Type.Union([Type.Literal('reçue'), Type.Literal('en préparation'), Type.Literal('servie')]),
  paid: Type.Boolean(),
  paidAt: Type.String(),
  updatedAt: Type.String(),
});

export const BarProductSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  category: Type.String(),
  onSale: Type.Boolean(),
  priceCents: Type.Union([Type.Integer(), Type.Null()]),
});

export const StaffTokenSchema = Type.Object({
  token: Type.String(),
  role: Type.Literal('staff'),
  expiresIn: Type.Integer(),
});

export const TabletSchema = Type.Object({
  token: Type.String({ description: 'Le jeton de la tablette (X-Tablet-Token), pour la connexion de sa zone' }),
  zone: Place,
  table: Place,
});

export const ZoneSignInSchema = Type.Object({
  id: Type.Integer(),
  clientId: Type.Integer(),
  token: Type.String(),
  type: Type.Literal('anonyme'),
  zone: Place,
  table: Place,
});
