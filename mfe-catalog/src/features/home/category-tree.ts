import type { Category } from '@sf/contracts';

export interface CategoryNode {
  category: Category;
  children: CategoryNode[];
}

/** The flat list of the API as a tree, keeping the server's order at every level. */
export function buildCategoryTree(categories: readonly Category[]): CategoryNode[] {
  const nodes = new Map(categories.map((category) => [category.id, { category, children: [] as CategoryNode[] }]));
  const roots: CategoryNode[] = [];
  for (const node of nodes.values()) {
    const parent = node.category.parentId ? nodes.get(node.category.parentId) : undefined;
    if (parent) parent.children.push(node);
    else roots.push(node);
  }
  return roots;
}
