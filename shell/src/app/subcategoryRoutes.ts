import { categories } from '@vitrina/shared/core';

/** The sub-category pages (/cards/basketball, /jerseys/nba, …) come from the static category data. */
export const subcategoryRoutePaths: string[] = Array.from(
  new Set(
    categories.flatMap((category) => category.subcategories.flatMap((group) => group.items.map((item) => item.route))),
  ),
);
