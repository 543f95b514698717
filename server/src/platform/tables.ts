import type { Generated } from 'kysely';

export interface PartnersTable {
  ref_id: number;
  group_id: Generated<number>;
  name: string;
  created_at: Generated<Date>;
}

export interface CurrenciesTable {
  id: number;
  code: string;
  symbol: string;
  name: string;
  minor_digits: Generated<number>;
  crypto: Generated<boolean>;
}

declare module '../db' {
  interface Tables {
    partners: PartnersTable;
    currencies: CurrenciesTable;
  }
}
