/** The parsed shape of a PostgREST request, before any name is checked against the catalogue. */

export interface JsonStep {
  arrow: '->' | '->>';
  /** a key, or an array index when `index` is true */
  key: string;
  index: boolean;
}

/** `col`, `data->meta->>key` */
export interface Field {
  name: string;
  json: JsonStep[];
}

export interface SelectColumn {
  kind: 'column';
  field: Field;
  alias?: string;
  cast?: string;
}

export interface SelectStar {
  kind: 'star';
}

export interface SelectEmbed {
  kind: 'embed';
  /** table name, foreign key name or foreign key column */
  name: string;
  alias?: string;
  /** `!fk_name` or `!column` */
  hint?: string;
  inner: boolean;
  select: SelectItem[];
}

export type SelectItem = SelectColumn | SelectStar | SelectEmbed;

export type FilterOp =
  | 'eq'
  | 'neq'
  | 'gt'
  | 'gte'
  | 'lt'
  | 'lte'
  | 'like'
  | 'ilike'
  | 'match'
  | 'imatch'
  | 'is'
  | 'isdistinct'
  | 'in'
  | 'cs'
  | 'cd'
  | 'ov'
  | 'sl'
  | 'sr'
  | 'nxl'
  | 'nxr'
  | 'adj'
  | 'fts'
  | 'plfts'
  | 'phfts'
  | 'wfts';

export interface Filter {
  kind: 'filter';
  field: Field;
  negated: boolean;
  op: FilterOp;
  /** `in` has a list; `like(any)` and friends have a `{a,b}` value; the rest a single value */
  value: string | string[];
  quantifier?: 'any' | 'all';
  /** text search configuration of fts operators */
  config?: string;
}

export interface LogicTree {
  kind: 'logic';
  op: 'and' | 'or';
  negated: boolean;
  children: Condition[];
}

export type Condition = Filter | LogicTree;

/** `embed=is.null` / `embed=not.is.null`: keeps parents by whether the embed matched */
export interface EmbedNullFilter {
  kind: 'embedNull';
  embed: string;
  negated: boolean;
}

export interface OrderTerm {
  field: Field;
  direction?: 'asc' | 'desc';
  nulls?: 'first' | 'last';
}

/** Everything attached to one level of the select tree; the key of the level is its embed path. */
export interface LevelParams {
  conditions: Condition[];
  embedNull: EmbedNullFilter[];
  order: OrderTerm[];
  limit?: number;
  offset?: number;
}
