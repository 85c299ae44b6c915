import fs from 'node:fs';
import path from 'node:path';
import { categories } from './categories';

// The `seo` edge function (supabase/functions/seo) names category pages for crawlers without the apps' code (it runs
// on Deno). Its catalog.generated.ts is made from these categories; this test fails when they drift apart, and
// rewrites the file when run with UPDATE_SEO_CATALOG=1.
const target = path.resolve(__dirname, '../../../supabase/functions/seo/catalog.generated.ts');

function generated(): string {
  const data = {
    categories: categories.map((category) => ({
      id: category.id,
      name: category.name,
      description: category.description,
      subcategories: category.subcategories.flatMap((group) =>
        group.items.map((item) => ({ id: item.id, name: item.name, route: item.route })),
      ),
    })),
  };
  return [
    '// Generated from shared/src/catalog/categories.ts by shared/src/catalog/seoCatalog.test.ts',
    '// (UPDATE_SEO_CATALOG=1 npx jest seoCatalog): never edited by hand.',
    `export const catalog = ${JSON.stringify(data, null, 2)} as const;`,
    '',
  ].join('\n');
}

it('el catálogo de la función seo es el de shared/src/catalog/categories.ts', () => {
  if (process.env.UPDATE_SEO_CATALOG === '1') fs.writeFileSync(target, generated());
  expect(fs.readFileSync(target, 'utf8')).toBe(generated());
});
