import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { enumerationOf } from '../../src/typegen/readTypegenSchema';

const run = promisify(execFile);
const packageDir = path.resolve(__dirname, '../..');

describe('npm run gen:types', () => {
  it('leaves shared/src/types/database.ts as checked in: a migration lands with its types', async () => {
    // the CLI itself, in a plain Node process: Prettier (which formats the file) is an ES module jest cannot load
    const result = await run(process.execPath, ['--import', 'tsx', 'src/typegen/cli.ts', '--check'], {
      cwd: packageDir,
    }).then(
      () => ({ code: 0, stderr: '' }),
      (err: { code: number; stderr: string }) => ({ code: err.code, stderr: err.stderr }),
    );
    expect(result).toEqual({ code: 0, stderr: '' });
  }, 120_000);
});

describe('check constraints read as enumerations', () => {
  it('reads `status in (...)` as Postgres prints it, in the constraint order', () => {
    const def = "CHECK ((status = ANY (ARRAY['pending'::text, 'published'::text, 'sold'::text])))";
    expect(enumerationOf(def, 'status')).toEqual(['pending', 'published', 'sold']);
  });

  it('reads a single allowed value, a varchar column, a quoted column name and quotes inside values', () => {
    expect(enumerationOf("CHECK ((type = 'fractional_investment'::text))", 'type')).toEqual(['fractional_investment']);
    expect(
      enumerationOf(
        "CHECK (((kind)::text = ANY ((ARRAY['a'::character varying, 'b'::character varying])::text[])))",
        'kind',
      ),
    ).toEqual(['a', 'b']);
    expect(enumerationOf(`CHECK (("order" = ANY (ARRAY['it''s'::text, 'x'::text])))`, 'order')).toEqual(["it's", 'x']);
  });

  it('leaves ranges, lengths, other columns and conditional lists as plain columns', () => {
    expect(enumerationOf('CHECK (((stock >= 0) AND (stock <= 999)))', 'stock')).toBeNull();
    expect(enumerationOf('CHECK ((char_length(title) <= 100))', 'title')).toBeNull();
    expect(enumerationOf("CHECK ((status = ANY (ARRAY['a'::text])))", 'state')).toBeNull();
    expect(
      enumerationOf(
        "CHECK (((subcategory IS NULL) OR ((category = 'cards'::text) AND (subcategory = ANY (ARRAY['rookie'::text])))))",
        'subcategory',
      ),
    ).toBeNull();
    expect(enumerationOf('CHECK ((quantity = 1))', 'quantity')).toBeNull();
  });
});
