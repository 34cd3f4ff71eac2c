import { describe, expect, it } from 'vitest';
import { categories } from '../../test/fixtures';
import { buildCategoryTree } from './category-tree';

describe('buildCategoryTree', () => {
  it('nests children under their parents in API order', () => {
    const tree = buildCategoryTree(categories.categories);
    expect(tree.map((node) => node.category.slug)).toEqual(['women', 'men']);
    expect(tree[0]?.children.map((node) => node.category.slug)).toEqual(['women/boots']);
    expect(tree[0]?.children[0]?.children.map((node) => node.category.slug)).toEqual(['women/boots/hiking']);
  });
  it('treats a category whose parent is missing as top level', () => {
    const orphan = { id: 'x', slug: 'sale', name: 'Sale', parentId: 'gone', productCount: 1 };
    expect(buildCategoryTree([orphan]).map((node) => node.category.id)).toEqual(['x']);
  });
});
