import type { ProductColor, ProductDetail } from '@store/contract/catalog';

// A product as GET /api/product/product/:id returns it, for component tests.
export function testColor(over: Partial<ProductColor> = {}): ProductColor {
  return {
    id: 11,
    name: 'Indigo',
    hex: '#2e3a87',
    thumbnail: '/images/indigo-0',
    images: ['/images/indigo-0', '/images/indigo-1'],
    stock: 23,
    sizes: ['S', 'M', 'L'],
    stock_by_size: { S: 20, M: 3, L: 0 },
    ...over,
  };
}

export function testProduct(over: Partial<ProductDetail> = {}): ProductDetail {
  return {
    id: 7,
    name: 'Indigo Linen Kurta',
    slug: 'indigo-linen-kurta',
    url: '/men/7/indigo-linen-kurta',
    price: 2499,
    discount: 40,
    discounted_price: 1499,
    image_1: '/images/indigo-0',
    sizes: ['S', 'M', 'L', 'XL'],
    rating: { average: 4.5, count: 2 },
    in_stock: true,
    category: { id: 1, name: 'Men', slug: 'men' },
    sub_category: { id: 3, name: 'Kurtas', slug: 'kurtas' },
    description: 'Breathable linen kurta.',
    specifications: [
      { name: 'Fabric', value: 'Linen' },
      { name: 'Machine wash', value: true },
      { name: 'Lining', value: false },
    ],
    size_chart: null,
    reviews: [],
    inventory: 35,
    colors: [
      testColor(),
      testColor({
        id: 12,
        name: 'Rust',
        hex: '#b7410e',
        thumbnail: '/images/rust-0',
        images: ['/images/rust-0'],
        stock: 12,
        sizes: ['M', 'XL'],
        stock_by_size: { M: 12, XL: 0 },
      }),
    ],
    similar_products: [],
    image_widths: [160, 320, 400, 480, 640, 800, 960, 1280],
    image_formats: ['avif', 'webp', 'jpg'],
    ...over,
  };
}
