import type { Category } from './categories';

/**
 * A category's collections as a native select's options, one optgroup per group (spec §2), for the listing's filter
 * and the sell form alike. The select gives its own first, empty option.
 */
export function SubcategoryOptions({ category }: { category: Pick<Category, 'subcategories'> | undefined }) {
  return (
    <>
      {category?.subcategories.map((group) => (
        <optgroup key={group.id} label={group.name}>
          {group.items.map((item) => (
            <option key={item.id} value={item.id}>
              {item.name}
            </option>
          ))}
        </optgroup>
      ))}
    </>
  );
}
