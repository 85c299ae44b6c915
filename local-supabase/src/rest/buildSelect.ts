import { checkArrayDimensions, columnNotFound, parseError, RestError } from './errors';
import { fieldLabel } from './lexer';
import { arrayLiteral, CASTS, catalogLiteral, ident, Params } from './sqlText';
import type { Condition, Field, Filter, LevelParams, OrderTerm, SelectEmbed, SelectItem } from './ast';
import type { Column, ForeignKey, Relation, SchemaCache } from './schemaCache';

/** Something rows are read from: a table or view, a CTE of mutated rows, or a function call. */
export interface Source {
  /** name used in error messages */
  label: string;
  columns: Column[];
  columnMap: Map<string, Column>;
  /** the relation whose foreign keys embedding follows, if any */
  relation: Relation | null;
  /** SQL of the FROM item, without its alias */
  fromSql: string;
}

export function relationSource(rel: Relation): Source {
  return {
    label: rel.name,
    columns: rel.columns,
    columnMap: rel.columnMap,
    relation: rel,
    fromSql: `"public".${ident(rel.name)}`,
  };
}

export interface BuiltLevel {
  /** json expression of one row */
  objectSql: string;
  /** lateral joins of the embeds */
  joins: string[];
  /** the subset of joins the WHERE conditions need (inner embeds, embed null filters) */
  filterJoins: string[];
  /** conditions of this level, including those that come from embeds */
  where: string[];
  orderBy: string;
}

interface EmbedInfo {
  alias: string;
  join: string;
  usedByFilter: boolean;
}

interface Relationship {
  fk: ForeignKey;
  target: Relation;
  /** column pairs [child column, parent column] for the join */
  pairs: [string, string][];
  toOne: boolean;
  cardinality: 'many-to-one' | 'one-to-many' | 'one-to-one';
}

const EMPTY_LEVEL: LevelParams = { conditions: [], embedNull: [], order: [] };
const MAX_PAIRS_PER_OBJECT = 50;

/** Builds SELECT pieces for a select tree; one instance builds one statement (aliases and params are shared). */
export class SelectBuilder {
  private aliasCount = 0;
  readonly usedPaths = new Set<string>(['']);
  /** columns referenced per table alias: the page-first read selects only these (column grants still apply) */
  readonly columnRefs = new Map<string, Set<string>>();

  constructor(
    readonly schema: SchemaCache,
    readonly params: Params,
    readonly levels: Map<string, LevelParams>,
  ) {}

  /** `alias."column"`, remembering the reference. */
  columnSql(alias: string, name: string): string {
    let refs = this.columnRefs.get(alias);
    if (!refs) this.columnRefs.set(alias, (refs = new Set()));
    refs.add(name);
    return `${alias}.${ident(name)}`;
  }

  nextAlias(prefix: string): string {
    this.aliasCount += 1;
    return `${prefix}${this.aliasCount}`;
  }

  levelParams(path: string): LevelParams {
    return this.levels.get(path) ?? EMPTY_LEVEL;
  }

  /** Fails on parameters addressed to embeds that the select does not contain (PostgREST's PGRST108). */
  checkAllPathsUsed(): void {
    for (const path of this.levels.keys()) {
      if (!this.usedPaths.has(path)) {
        throw new RestError(
          400,
          'PGRST108',
          `'${path}' is not an embedded resource in this request`,
          null,
          `Verify that '${path}' is included in the 'select' query parameter.`,
        );
      }
    }
  }

  /**
   * One level of the tree. `applyLevelParams` is false for mutation representations, where the
   * filters already went into the UPDATE/DELETE itself.
   */
  level(items: SelectItem[] | null, source: Source, alias: string, path: string, applyLevelParams = true): BuiltLevel {
    const lp = applyLevelParams ? this.levelParams(path) : EMPTY_LEVEL;
    const pairs: [string, string][] = [];
    const joins: string[] = [];
    const embeds = new Map<string, EmbedInfo>();
    const where: string[] = [];

    for (const item of items ?? [{ kind: 'star' } as const]) {
      if (item.kind === 'star') {
        for (const col of source.columns) pairs.push([catalogLiteral(col.name), this.columnSql(alias, col.name)]);
      } else if (item.kind === 'column') {
        const { sql } = this.fieldSql(item.field, source, alias);
        let expr = sql;
        if (item.cast) {
          const cast = CASTS[item.cast.toLowerCase()];
          if (!cast) throw parseError('select parameter', item.cast, `unsupported cast "${item.cast}"`);
          expr = `(${sql})::${cast}`;
        }
        const key = item.alias ?? fieldLabel(item.field);
        const keySql =
          item.alias === undefined && item.field.json.length === 0
            ? catalogLiteral(source.columnMap.get(item.field.name)!.name)
            : this.params.add(key, 'text');
        pairs.push([keySql, expr]);
      } else {
        const built = this.embed(item, source, alias, path);
        const key = item.alias ?? item.name;
        joins.push(built.join);
        embeds.set(key, { alias: built.alias, join: built.join, usedByFilter: item.inner });
        if (item.inner) where.push(`${built.alias}.body is not null`);
        pairs.push([this.params.add(key, 'text'), built.valueSql]);
      }
    }

    for (const cond of lp.conditions) {
      const embedNull = this.embedNullCondition(cond, embeds);
      where.push(embedNull ?? this.condition(cond, source, alias));
    }

    return {
      objectSql: objectSql(pairs),
      joins,
      filterJoins: [...embeds.values()].filter((e) => e.usedByFilter).map((e) => e.join),
      where,
      orderBy: this.orderBy(lp.order, source, alias),
    };
  }

  /** `embed=is.null` / `embed=not.is.null` keep parents by whether the embed produced something. */
  private embedNullCondition(cond: Condition, embeds: Map<string, EmbedInfo>): string | null {
    if (cond.kind !== 'filter' || cond.field.json.length > 0) return null;
    const embed = embeds.get(cond.field.name);
    if (!embed) return null;
    if (cond.op !== 'is' || cond.value !== 'null') {
      throw parseError(
        'filter',
        cond.field.name,
        'an embedded resource can only be filtered with is.null or not.is.null',
      );
    }
    embed.usedByFilter = true;
    return `${embed.alias}.body is ${cond.negated ? 'not ' : ''}null`;
  }

  private embed(
    item: SelectEmbed,
    parent: Source,
    parentAlias: string,
    parentPath: string,
  ): { alias: string; join: string; valueSql: string } {
    if (!parent.relation) {
      throw new RestError(
        400,
        'PGRST200',
        `Could not find a relationship between '${parent.label}' and '${item.name}' in the schema cache`,
      );
    }
    const rel = this.resolveRelationship(parent.relation, item);
    const key = item.alias ?? item.name;
    const byAlias = parentPath ? `${parentPath}.${key}` : key;
    const byName = parentPath ? `${parentPath}.${item.name}` : item.name;
    const path = this.levels.has(byAlias) || !this.levels.has(byName) ? byAlias : byName;
    this.usedPaths.add(path);

    const childAlias = this.nextAlias('_t');
    const embedAlias = this.nextAlias('_e');
    const child = relationSource(rel.target);
    const built = this.level(item.select, child, childAlias, path);
    const joinConds = rel.pairs.map(([c, p]) => `${childAlias}.${ident(c)} = ${this.columnSql(parentAlias, p)}`);
    const where = [...joinConds, ...built.where].join(' and ');
    const from = `${child.fromSql} ${childAlias} ${built.joins.join(' ')}`;
    const lp = this.levelParams(path);

    if (rel.toOne) {
      const join = `left join lateral (select ${built.objectSql} as body from ${from} where ${where} limit 1) ${embedAlias} on true`;
      return { alias: embedAlias, join, valueSql: `${embedAlias}.body` };
    }
    const paging = this.paging(lp.limit, lp.offset);
    const join =
      `left join lateral (select json_agg(_x.r) as body from (select ${built.objectSql} as r from ${from} where ${where}` +
      `${built.orderBy}${paging}) _x) ${embedAlias} on true`;
    return { alias: embedAlias, join, valueSql: `coalesce(${embedAlias}.body, '[]'::json)` };
  }

  paging(limit: number | undefined, offset: number | undefined): string {
    let sql = '';
    if (limit !== undefined) sql += ` limit ${this.params.add(limit, 'bigint')}`;
    if (offset) sql += ` offset ${this.params.add(offset, 'bigint')}`;
    return sql;
  }

  private resolveRelationship(parent: Relation, item: SelectEmbed): Relationship {
    const found: Relationship[] = [];
    const target = this.schema.relations.get(item.name);
    if (target && target.kind !== 'c') {
      for (const fk of parent.fksOut) {
        if (fk.refTable === target.name) found.push(manyToOne(fk, target));
      }
      for (const fk of parent.fksIn) {
        if (fk.table === target.name) found.push(oneToMany(fk, target));
      }
    } else {
      // `seller:seller_id(*)` or `fk_name(*)` name the foreign key instead of the table: the table it references,
      // not a view over that table that carries the same key
      const named = parent.fksOut.filter(
        (fk) => fk.name === item.name || (fk.columns.length === 1 && fk.columns[0] === item.name),
      );
      const direct = named.filter((fk) => !fk.throughView);
      for (const fk of direct.length > 0 ? direct : named)
        found.push(manyToOne(fk, this.schema.relations.get(fk.refTable)!));
    }
    const hint = item.hint;
    const matches =
      hint === undefined
        ? found
        : found.filter((r) => r.fk.name === hint || r.fk.columns.includes(hint) || r.fk.refColumns.includes(hint));
    if (matches.length === 0) {
      throw new RestError(
        400,
        'PGRST200',
        `Could not find a relationship between '${parent.name}' and '${item.name}' in the schema cache`,
        `Searched for a foreign key relationship between '${parent.name}' and '${item.name}'${hint ? ` using the hint '${hint}'` : ''} in the schema 'public', but no matches were found.`,
      );
    }
    if (matches.length > 1) {
      throw new RestError(
        300,
        'PGRST201',
        `Could not embed because more than one relationship was found for '${parent.name}' and '${item.name}'`,
        matches
          .map(
            (m) =>
              `${m.cardinality} using ${m.fk.table}(${m.fk.columns.join(', ')}) and ${m.fk.refTable}(${m.fk.refColumns.join(', ')}) [${m.fk.name}]`,
          )
          .join('; '),
        `Try changing '${item.name}' to one of the following: ${matches.map((m) => `'${item.name}!${m.fk.name}'`).join(', ')}. Find the desired relationship in the 'details' key.`,
      );
    }
    return matches[0];
  }

  /** SQL of a column or JSON path, after checking the column exists. */
  fieldSql(field: Field, source: Source, alias: string): { sql: string; column: Column } {
    const column = source.columnMap.get(field.name);
    if (!column) throw columnNotFound(source.label, field.name);
    let sql = this.columnSql(alias, column.name);
    for (const step of field.json) {
      sql = `(${sql}${step.arrow}${this.params.add(step.index ? Number(step.key) : step.key, step.index ? 'integer' : 'text')})`;
    }
    return { sql, column };
  }

  condition(cond: Condition, source: Source, alias: string): string {
    if (cond.kind === 'logic') {
      const inner = cond.children
        .map((c) => this.condition(c, source, alias))
        .join(cond.op === 'and' ? ' and ' : ' or ');
      return `${cond.negated ? 'not ' : ''}(${inner})`;
    }
    const sql = this.filterSql(cond, source, alias);
    return cond.negated ? `not (${sql})` : `(${sql})`;
  }

  private filterSql(f: Filter, source: Source, alias: string): string {
    const { sql: col, column } = this.fieldSql(f.field, source, alias);
    if (column.category === 'A' && f.field.json.length === 0) {
      for (const v of Array.isArray(f.value) ? f.value : [f.value]) checkArrayDimensions(v, `column ${column.name}`);
    }
    const single = (): string => {
      if (Array.isArray(f.value)) throw parseError('filter', f.op, 'expected a single value');
      return f.value;
    };
    if (f.quantifier) {
      const values = f.value as string[];
      const opSql = {
        eq: '=',
        gt: '>',
        gte: '>=',
        lt: '<',
        lte: '<=',
        like: 'like',
        ilike: 'ilike',
        match: '~',
        imatch: '~*',
      }[f.op as 'eq'];
      const prepared = f.op === 'like' || f.op === 'ilike' ? values.map((v) => v.replace(/\*/g, '%')) : values;
      return `${col} ${opSql} ${f.quantifier}(${this.params.add(arrayLiteral(prepared))})`;
    }
    switch (f.op) {
      case 'eq':
        return `${col} = ${this.params.add(single())}`;
      case 'neq':
        return `${col} <> ${this.params.add(single())}`;
      case 'gt':
        return `${col} > ${this.params.add(single())}`;
      case 'gte':
        return `${col} >= ${this.params.add(single())}`;
      case 'lt':
        return `${col} < ${this.params.add(single())}`;
      case 'lte':
        return `${col} <= ${this.params.add(single())}`;
      case 'like':
        return `${col} like ${this.params.add(single().replace(/\*/g, '%'))}`;
      case 'ilike':
        return `${col} ilike ${this.params.add(single().replace(/\*/g, '%'))}`;
      case 'match':
        return `${col} ~ ${this.params.add(single())}`;
      case 'imatch':
        return `${col} ~* ${this.params.add(single())}`;
      case 'isdistinct':
        return `${col} is distinct from ${this.params.add(single())}`;
      case 'is': {
        const v = single();
        return v === 'not_null'
          ? `${col} is not null`
          : `${col} is ${{ null: 'null', true: 'true', false: 'false', unknown: 'unknown' }[v as 'null']}`;
      }
      case 'in':
        return `${col} = any(${this.params.add(arrayLiteral(f.value as string[]))})`;
      case 'cs':
        return `${col} @> ${this.params.add(single())}`;
      case 'cd':
        return `${col} <@ ${this.params.add(single())}`;
      case 'ov':
        return `${col} && ${this.params.add(single())}`;
      case 'sl':
        return `${col} << ${this.params.add(single())}`;
      case 'sr':
        return `${col} >> ${this.params.add(single())}`;
      case 'nxl':
        return `${col} &< ${this.params.add(single())}`;
      case 'nxr':
        return `${col} &> ${this.params.add(single())}`;
      case 'adj':
        return `${col} -|- ${this.params.add(single())}`;
      case 'fts':
      case 'plfts':
      case 'phfts':
      case 'wfts': {
        const fn = {
          fts: 'to_tsquery',
          plfts: 'plainto_tsquery',
          phfts: 'phraseto_tsquery',
          wfts: 'websearch_to_tsquery',
        }[f.op];
        const config = f.config ? `${this.params.add(f.config, 'regconfig')}, ` : '';
        const vector =
          column.typname === 'tsvector' && f.field.json.length === 0 ? col : `to_tsvector(${config}${col})`;
        return `${vector} @@ ${fn}(${config}${this.params.add(single())})`;
      }
    }
  }

  orderBy(terms: OrderTerm[], source: Source, alias: string): string {
    if (terms.length === 0) return '';
    const parts = terms.map((t) => {
      const { sql } = this.fieldSql(t.field, source, alias);
      return `${sql}${t.direction ? ` ${t.direction}` : ''}${t.nulls ? ` nulls ${t.nulls}` : ''}`;
    });
    return ` order by ${parts.join(', ')}`;
  }
}

function manyToOne(fk: ForeignKey, target: Relation): Relationship {
  return {
    fk,
    target,
    pairs: fk.refColumns.map((c, i) => [c, fk.columns[i]]),
    toOne: true,
    cardinality: 'many-to-one',
  };
}

function oneToMany(fk: ForeignKey, target: Relation): Relationship {
  // a foreign key that is also unique on the child side is one-to-one: the embed is an object
  const unique = target.uniques.some((u) => u.length === fk.columns.length && u.every((c) => fk.columns.includes(c)));
  return {
    fk,
    target,
    pairs: fk.columns.map((c, i) => [c, fk.refColumns[i]]),
    toOne: unique,
    cardinality: unique ? 'one-to-one' : 'one-to-many',
  };
}

/** json_build_object takes at most 100 arguments: wider rows are merged from chunks. */
function objectSql(pairs: [string, string][]): string {
  if (pairs.length === 0) return `'{}'::json`;
  const chunks: string[] = [];
  for (let i = 0; i < pairs.length; i += MAX_PAIRS_PER_OBJECT) {
    chunks.push(
      `json_build_object(${pairs
        .slice(i, i + MAX_PAIRS_PER_OBJECT)
        .map(([k, v]) => `${k}, ${v}`)
        .join(', ')})`,
    );
  }
  if (chunks.length === 1) return chunks[0];
  return `(${chunks.map((c) => `${c}::jsonb`).join(' || ')})::json`;
}
