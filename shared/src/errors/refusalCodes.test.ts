import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { dbErrorKind, REFUSAL_CLASS } from './dbErrors';
import { errorText } from './errorText';

const root = join(__dirname, '../../..');
const functionsDir = join(root, 'supabase/schema/functions');

interface Raise {
  fn: string;
  statement: string;
  /** the errcode written in the statement, or the expression it is taken from */
  code: string;
  /** the literal message, undefined when the message is formatted at run time */
  message?: string;
}

/** From `start`, the end of the SQL statement: the first `;` outside quotes and parentheses. */
function statementEnd(sql: string, start: number): number {
  let depth = 0;
  for (let i = start; i < sql.length; i++) {
    const c = sql[i];
    if (c === "'") {
      i++;
      while (i < sql.length && !(sql[i] === "'" && sql[i + 1] !== "'")) i += sql[i] === "'" ? 2 : 1;
    } else if (c === '(') depth++;
    else if (c === ')') depth--;
    else if (c === ';' && depth === 0) return i + 1;
  }
  throw new Error(`unterminated statement at ${start}`);
}

/** Every `raise exception` of the functions the migrations leave (supabase/schema), with its code and message. */
function schemaRaises(): Raise[] {
  const raises: Raise[] = [];
  for (const file of readdirSync(functionsDir).filter((name) => name.endsWith('.sql'))) {
    const sql = readFileSync(join(functionsDir, file), 'utf8');
    for (const match of sql.matchAll(/raise exception/gi)) {
      const statement = sql.slice(match.index, statementEnd(sql, match.index));
      const code = /errcode\s*=\s*('[^']*'|[\w.]+)/i.exec(statement)?.[1] ?? '';
      const literal = /^raise exception\s*'((?:[^']|'')*)'/i.exec(statement)?.[1];
      raises.push({
        fn: file.replace(/\.sql$/, ''),
        statement,
        code: code.replace(/'/g, ''),
        message: literal === undefined || literal === '%' ? undefined : literal.replace(/''/g, "'"),
      });
    }
  }
  return raises;
}

/** The codes `welcome_discount_refusal` hands to the raises that take `refusal.errcode`, with their messages. */
function welcomeDiscountRefusals(): { code: string; message: string }[] {
  const sql = readFileSync(join(functionsDir, 'welcome_discount_refusal.sql'), 'utf8');
  return [...sql.matchAll(/return query select '([^']*)'::text,\s*'((?:[^']|'')*)'::text/g)].map((m) => ({
    code: m[1],
    message: m[2].replace(/''/g, "'"),
  }));
}

/** docs/refusal-codes.md: code → the message written in its row. */
function documentedCodes(): Map<string, string> {
  const doc = readFileSync(join(root, 'docs/refusal-codes.md'), 'utf8');
  return new Map([...doc.matchAll(/^\| `(VT\w{3})` \| (.+?) \| .+ \|$/gm)].map((m) => [m[1], m[2]]));
}

const ourCode = new RegExp(`^${REFUSAL_CLASS}[0-9A-Z]{3}$`);

describe('códigos de rechazo de la base de datos', () => {
  const raises = schemaRaises();
  const welcome = welcomeDiscountRefusals();

  it("cada 'raise exception' del esquema lleva un código de la clase VT", () => {
    expect(raises.length).toBeGreaterThan(150);
    const withoutOurCode = raises.filter((r) => !ourCode.test(r.code) && r.code !== 'refusal.errcode');
    expect(withoutOurCode.map((r) => `${r.fn}: ${r.statement}`)).toEqual([]);
    // the raises that take their code from welcome_discount_refusal get one of ours too
    expect(raises.some((r) => r.code === 'refusal.errcode')).toBe(true);
    expect(welcome.length).toBe(4);
    for (const refusal of welcome) expect(refusal.code).toMatch(ourCode);
  });

  it('cada código tiene un solo significado, y es el que dice docs/refusal-codes.md', () => {
    const documented = documentedCodes();
    const messageByCode = new Map<string, string>();
    const literal = [
      ...raises.flatMap((r) => (r.message === undefined ? [] : [{ code: r.code, message: r.message }])),
      ...welcome,
    ];
    for (const { code, message } of literal) {
      expect([code, messageByCode.get(code) ?? message]).toEqual([code, message]);
      messageByCode.set(code, message);
      expect([code, documented.get(code)]).toEqual([code, message]);
    }
    const raised = new Set([...raises.map((r) => r.code), ...welcome.map((r) => r.code)]);
    raised.delete('refusal.errcode');
    for (const code of raised) expect([code, documented.has(code)]).toEqual([code, true]);
    const stale = [...documented.keys()].filter((code) => code !== 'VT000' && !raised.has(code));
    expect(stale).toEqual([]);
  });

  it('errorText muestra el mensaje de cada rechazo tal cual, y su tipo sigue siendo el de antes', () => {
    const documented = documentedCodes();
    for (const r of [...raises, ...welcome]) {
      if (r.message === undefined) continue;
      expect(errorText({ code: r.code, message: r.message, details: null, hint: null })).toBe(r.message);
    }
    expect(dbErrorKind({ code: 'VT409' })).toBe('insufficientPrivilege');
    expect(documented.get('VT409')).toBe('No puedes comprar tu propio producto');
    expect(dbErrorKind({ code: 'VT534' })).toBe('wrongState');
    expect(documented.get('VT534')).toBe('Esta subasta no está activa');
  });
});
