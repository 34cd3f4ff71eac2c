import { describe, expect, it } from 'vitest';
import { hoistEmotionStyles } from './hoist-styles';

describe('hoistEmotionStyles', () => {
  it('gathers every emotion rule once into one leading tag that names all ids', () => {
    const markup =
      '<header><style data-emotion="css a1">.css-a1{color:red}</style><a class="css-a1">x</a></header>' +
      '<div><style data-emotion="css b2">.css-b2{margin:0}</style><p class="css-b2">y</p>' +
      '<style data-emotion="css a1">.css-a1{color:red}</style><a class="css-a1">z</a></div>';
    expect(hoistEmotionStyles(markup)).toBe(
      '<style data-emotion="css a1 b2">.css-a1{color:red}.css-b2{margin:0}</style>' +
        '<header><a class="css-a1">x</a></header><div><p class="css-b2">y</p><a class="css-a1">z</a></div>',
    );
  });

  it('leaves global styles, and markup without emotion styles, as they are', () => {
    const global = '<style data-emotion="css-global g1">body{margin:0}</style><main>m</main>';
    expect(hoistEmotionStyles(global)).toBe(global);
  });

  it('keeps a rule whose text it cannot read safely in place', () => {
    const odd = '<style data-emotion="css c3">.css-c3::after{content:"<"}</style><i class="css-c3"></i>';
    expect(hoistEmotionStyles(odd)).toBe(odd);
  });
});
