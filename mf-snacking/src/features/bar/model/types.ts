export type BarOrderStatus = 'reçue' | 'en préparation' | 'servie';

export interface BarOrder {
  id: number;
  number: number;
  reference: string;
  zone: { id: number; name: string };
  table: { id: number; name: string };
  lines: Array<{ articleId: number; name: string; qty: number; unitCents: number }>;
  totalCents: number;
  email: string;
  user: number;
  phone: string | null;
  status: BarOrderStatus;
  paid: boolean;
  paidAt: string;
  updatedAt: string;
}

export interface BarProduct {
  id: number;
  name: string;
  category: string;
  onSale: boolean;
  priceCents: number | null;
}

export type FeedEvent =
  | { id: number; kind: 'order'; payload: BarOrder }
  | { id: number; kind: 'product'; payload: { id: number; name: string; onSale: boolean } };
