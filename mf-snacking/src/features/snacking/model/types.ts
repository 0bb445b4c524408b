export interface BarZone {
  id: number;
  name: string;
}

export interface BarTable {
  id: number;
  name: string;
  zone: number;
}

export interface Article {
  id: number;
  name: string;
  category: string;
  onSale: boolean;
}

export interface Tariff {
  id: number;
  idArticle: number;
  price: number;
  name: string;
  isDefault: boolean;
}

export interface SnackActivity {
  aid: number;
  code: string;
  status: boolean;
}

/** A product shown on a table's list: the article and its price (default tariff, else the first). */
export interface Product {
  article: Article;
  price: number | null;
}
