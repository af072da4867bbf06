import type { categories } from '../../server-kit/db/schema';
import { CATEGORY_TREE, GENDER_WORDS, type ArticleType, type Gender } from './seed-data';
import { slugify } from './slug';

/** A row of the categories table. */
export type CategoryRow = typeof categories.$inferInsert & { tree: string[] };

/** A leaf category products are filed under, with its area and articles. */
export interface CatalogLeaf {
  gender: Gender;
  category: CategoryRow;
  articles: readonly ArticleType[];
}

function categoryRow(slugs: readonly string[], tree: readonly string[], parentId: string | null): CategoryRow {
  const name = tree[tree.length - 1] ?? '';
  // The slug path never changes with display names' wording, so analytics can report it as the stable backend name.
  return { id: slugs.join('-'), name, backendName: slugs.join('/'), slug: slugs[slugs.length - 1] ?? '', parentId, tree: [...tree] };
}

/** The category rows of both areas (root, groups, leaves) and the leaves products go into. */
export function buildCategories(): { rows: CategoryRow[]; leaves: CatalogLeaf[] } {
  const rows: CategoryRow[] = [];
  const leaves: CatalogLeaf[] = [];
  for (const gender of Object.keys(CATEGORY_TREE) as Gender[]) {
    const root = categoryRow([gender], [GENDER_WORDS[gender].name], null);
    rows.push(root);
    for (const group of CATEGORY_TREE[gender]) {
      const groupRow = categoryRow([gender, slugify(group.name)], [...root.tree, group.name], root.id);
      rows.push(groupRow);
      for (const leaf of group.leaves) {
        const leafRow = categoryRow([gender, slugify(group.name), slugify(leaf.name)], [...groupRow.tree, leaf.name], groupRow.id);
        rows.push(leafRow);
        leaves.push({ gender, category: leafRow, articles: leaf.articles });
      }
    }
  }
  return { rows, leaves };
}
