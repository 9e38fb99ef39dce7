import { describe, expect, it } from 'vitest';
import { emptyForm, formOf, inputOf, paiseOf, pricePreview, publishBlocker, withName } from './product-form';

describe('product editor form', () => {
  it('follows the name with the spec’s slug until the owner types one', () => {
    let f = withName(emptyForm(), 'Chikan Kurta: Ivory & Gold');
    expect(f.slug).toBe('chikan-kurta-ivory-gold');
    f = { ...f, slug: 'my-kurta', slugEdited: true };
    expect(withName(f, 'Another').slug).toBe('my-kurta');
  });

  it('reads rupees as typed into paise and previews the storefront’s rounded price', () => {
    expect(paiseOf('₹1,499.50')).toBe(149_950);
    expect(paiseOf('12.345')).toBeNaN();
    expect(pricePreview('999', '33')).toEqual({ mrp: 999, pay: 669, saved: 330 });
    expect(pricePreview('999', '95')).toBeNull();
    expect(pricePreview('abc', '10')).toBeNull();
  });

  it('round-trips a product and sends sizes in the spec’s order with blank codes as null', () => {
    const product = {
      id: 7,
      name: 'Linen Shirt',
      slug: 'linen-shirt',
      category_id: 1,
      sub_category_id: 2,
      price_paise: 149_900,
      discount_percent: 10,
      description: 'Soft',
      specifications: [{ name: 'Fabric', value: 'Linen' }],
      size_chart: null,
      similar: [{ id: 3, name: 'Other' }],
      active: true,
      colors: [
        {
          id: 11,
          name: 'Olive',
          hex: '#556b2f',
          images: ['/images/u/a'],
          sizes: [{ size: 'M' as const, stock: 2, reserved: 1, code: null }],
        },
      ],
      created_at: '',
      updated_at: '',
      url: '/men/7/linen-shirt',
    };
    const f = formOf(product);
    expect(f.slugEdited).toBe(false);
    f.colors[0].sizes.unshift({ size: 'XL', stock: '', reserved: 0, code: ' ' });
    const input = inputOf(f);
    expect(input.price_paise).toBe(149_900);
    expect(input.similar_ids).toEqual([3]);
    expect(input.colors?.[0].sizes).toEqual([
      { size: 'M', stock: 2, code: null },
      { size: 'XL', stock: 0, code: null },
    ]);
    expect(publishBlocker(f)).toBeNull();
    expect(publishBlocker({ ...f, colors: [{ ...f.colors[0], images: [] }] })).toMatch(/photo and a size/);
  });
});
