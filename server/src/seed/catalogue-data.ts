import type { GarmentKind, Pattern } from '../images/keys';

/** The demo store's shape: categories in display order, their sub-categories and products. */
export interface SubCategoryDef {
  name: string;
  kind: GarmentKind;
  /** "Name|pattern|fabric" — the pattern drives the illustrations, the fabric the copy */
  products: string[];
}
export interface CategoryDef {
  name: string;
  slug: 'men' | 'women' | 'ethnic-wear';
  subs: SubCategoryDef[];
}

export const CATEGORIES: CategoryDef[] = [
  {
    name: 'Men',
    slug: 'men',
    subs: [
      {
        name: 'Shirts',
        kind: 'shirt',
        products: [
          "Men's Slim Fit Linen Shirt|plain|Linen",
          "Men's Regular Fit Oxford Cotton Shirt|plain|Cotton Oxford",
          "Men's Striped Formal Shirt|stripes|Cotton Poplin",
          "Men's Checked Flannel Casual Shirt|checks|Cotton Flannel",
          "Men's Mandarin Collar Linen Shirt|plain|Linen Blend",
          "Men's Gingham Check Slim Fit Shirt|checks|Cotton",
          "Men's Floral Print Rayon Shirt|floral|Rayon",
          "Men's Pinstripe Office Shirt|stripes|Cotton Blend",
          "Men's Block Print Cotton Shirt|block|Cotton",
          "Men's Chambray Casual Shirt|plain|Chambray",
          "Men's Madras Check Half Sleeve Shirt|checks|Madras Cotton",
          "Men's Polka Dot Party Shirt|buti|Satin Cotton",
        ],
      },
      {
        name: 'T-Shirts',
        kind: 'tee',
        products: [
          "Men's Round Neck Cotton T-Shirt|plain|Cotton Jersey",
          "Men's Striped Crew Neck T-Shirt|stripes|Cotton",
          "Men's Oversized Drop Shoulder T-Shirt|plain|Heavy Cotton",
          "Men's Polo T-Shirt with Tipped Collar|plain|Pique Cotton",
          "Men's Henley Slim Fit T-Shirt|plain|Cotton Slub",
          "Men's Breton Stripe T-Shirt|stripes|Cotton",
          "Men's V-Neck Slim Fit T-Shirt|plain|Cotton Lycra",
          "Men's Melange Round Neck T-Shirt|plain|Cotton Blend",
          "Men's Dry-Fit Active T-Shirt|plain|Polyester",
          "Men's Kalamkari Block Print T-Shirt|block|Cotton",
          "Men's Organic Cotton Pocket T-Shirt|plain|Organic Cotton",
          "Men's Colour Block Sports T-Shirt|stripes|Polyester",
        ],
      },
      {
        name: 'Jeans',
        kind: 'jeans',
        products: [
          "Men's Slim Fit Stretchable Jeans|denim|Cotton Stretch Denim",
          "Men's Straight Fit Mid-Rise Jeans|denim|Denim",
          "Men's Skinny Fit Distressed Jeans|denim|Stretch Denim",
          "Men's Relaxed Fit Light Wash Jeans|denim|Denim",
          "Men's Tapered Fit Dark Wash Jeans|denim|Denim",
          "Men's Bootcut Classic Jeans|denim|Denim",
          "Men's Slim Tapered Black Jeans|denim|Stretch Denim",
          "Men's Regular Fit Raw Denim Jeans|denim|Raw Denim",
          "Men's Carrot Fit Jeans|denim|Denim",
          "Men's Selvedge Slim Jeans|denim|Selvedge Denim",
          "Men's Comfort Fit Stretch Jeans|denim|Cotton Stretch Denim",
        ],
      },
      {
        name: 'Trousers',
        kind: 'trousers',
        products: [
          "Men's Slim Fit Formal Trousers|plain|Poly Viscose",
          "Men's Flat Front Cotton Chinos|plain|Cotton Twill",
          "Men's Pleated Linen Trousers|plain|Linen",
          "Men's Checked Formal Trousers|checks|Wool Blend",
          "Men's Utility Cargo Trousers|plain|Cotton",
          "Men's Pinstripe Suit Trousers|stripes|Terry Rayon",
          "Men's Relaxed Linen Drawstring Trousers|plain|Linen Cotton",
          "Men's Tapered Stretch Chinos|plain|Cotton Lycra",
          "Men's Corduroy Trousers|stripes|Corduroy",
          "Men's Ankle Length Smart Trousers|plain|Polyester Viscose",
          "Men's Wrinkle-Free Office Trousers|plain|Poly Blend",
          "Men's Khadi Cotton Trousers|plain|Khadi Cotton",
        ],
      },
    ],
  },
  {
    name: 'Women',
    slug: 'women',
    subs: [
      {
        name: 'Tops',
        kind: 'top',
        products: [
          "Women's Ruffle Sleeve Georgette Top|plain|Georgette",
          "Women's Floral Print Peplum Top|floral|Rayon",
          "Women's Striped Boat Neck Top|stripes|Cotton",
          "Women's Block Print Cotton Top|block|Cotton",
          "Women's Chikankari Short Top|chikan|Cotton",
          "Women's Puff Sleeve Crepe Top|plain|Crepe",
          "Women's Polka Dot Wrap Top|buti|Rayon",
          "Women's Checked Tie-Front Top|checks|Cotton",
          "Women's Satin Cowl Neck Top|plain|Satin",
          "Women's Embroidered Yoke Top|buti|Cotton Blend",
          "Women's Linen Button-Down Top|plain|Linen",
          "Women's Ikat Print Cotton Top|stripes|Cotton",
        ],
      },
      {
        name: 'Dresses',
        kind: 'dress',
        products: [
          "Women's Floral Fit and Flare Dress|floral|Rayon",
          "Women's Tiered Cotton Maxi Dress|floral|Cotton",
          "Women's A-Line Crepe Midi Dress|plain|Crepe",
          "Women's Georgette Wrap Dress|plain|Georgette",
          "Women's Block Print Cotton Midi Dress|block|Cotton",
          "Women's Gingham Check Sundress|checks|Cotton",
          "Women's Smocked Bodice Viscose Dress|plain|Viscose",
          "Women's Striped Shirt Dress|stripes|Cotton Poplin",
          "Women's Polka Dot Tea Dress|buti|Rayon",
          "Women's Chikankari Cotton Dress|chikan|Cotton",
          "Women's Sequinned Party Dress|zari|Net",
          "Women's Linen Blend Shift Dress|plain|Linen Blend",
        ],
      },
      {
        name: 'Kurtis',
        kind: 'kurti',
        products: [
          'Chikankari Cotton Kurti|chikan|Cotton',
          "Women's Printed Straight Kurti|block|Cotton",
          "Women's A-Line Floral Rayon Kurti|floral|Rayon",
          "Women's Anarkali Kurti with Gota Work|zari|Georgette",
          "Women's Mirror Work Short Kurti|buti|Cotton",
          "Women's Ikat Cotton Kurti|stripes|Cotton",
          "Women's Bandhani Print Kurti|buti|Crepe",
          "Women's Kalamkari Flared Kurti|block|Cotton",
          "Women's Khadi Straight Kurti|plain|Khadi",
          "Women's Leheriya Print Kurti|stripes|Cotton",
          "Women's Angrakha Style Kurti|floral|Rayon",
          "Women's Embroidered Yoke Kurti|chikan|Rayon",
        ],
      },
      {
        name: 'Jeans',
        kind: 'jeans',
        products: [
          "Women's High-Rise Skinny Jeans|denim|Stretch Denim",
          "Women's Mom Fit Jeans|denim|Denim",
          "Women's Straight Leg Jeans|denim|Denim",
          "Women's Wide Leg Jeans|denim|Denim",
          "Women's Bootcut Stretch Jeans|denim|Stretch Denim",
          "Women's Boyfriend Jeans|denim|Denim",
          "Women's Flared Jeans|denim|Stretch Denim",
          "Women's Slim Fit Ankle Jeans|denim|Stretch Denim",
          "Women's Mid-Rise Jeggings|denim|Knit Denim",
          "Women's Paper Bag Waist Jeans|denim|Denim",
          "Women's Distressed Girlfriend Jeans|denim|Denim",
        ],
      },
    ],
  },
  {
    name: 'Ethnic Wear',
    slug: 'ethnic-wear',
    subs: [
      {
        name: 'Kurtas',
        kind: 'kurta',
        products: [
          'Chikankari Cotton Kurta|chikan|Cotton',
          "Men's Straight Fit Linen Kurta|plain|Linen",
          "Men's Silk Blend Festive Kurta|zari|Art Silk",
          "Men's Block Print Cotton Kurta|block|Cotton",
          "Men's Khadi Kurta with Mandarin Collar|plain|Khadi",
          "Men's Jacquard Kurta|buti|Jacquard Silk",
          "Men's Pathani Kurta|plain|Cotton Blend",
          "Men's Striped Short Kurta|stripes|Cotton",
          "Men's Ikat Handloom Kurta|stripes|Handloom Cotton",
          "Men's Embroidered Angrakha Kurta|zari|Cotton Silk",
          "Men's Lucknowi Chikan Kurta|chikan|Muslin",
          "Men's Kalamkari Print Kurta|block|Cotton",
        ],
      },
      {
        name: 'Sarees',
        kind: 'saree',
        products: [
          'Banarasi Silk Saree with Zari Border|zari|Banarasi Silk',
          'Kanjeevaram Silk Saree|zari|Kanjeevaram Silk',
          'Chanderi Cotton Silk Saree|buti|Chanderi',
          'Bandhani Georgette Saree|buti|Georgette',
          'Leheriya Chiffon Saree|stripes|Chiffon',
          'Handloom Cotton Saree with Temple Border|stripes|Handloom Cotton',
          'Paithani Silk Saree|zari|Paithani Silk',
          'Block Print Mulmul Saree|block|Mulmul Cotton',
          'Organza Saree with Floral Embroidery|floral|Organza',
          'Chikankari Georgette Saree|chikan|Georgette',
          'Pochampally Ikat Saree|checks|Ikat Cotton',
          'Tussar Silk Saree|plain|Tussar Silk',
          'Kota Doria Saree|checks|Kota Doria',
        ],
      },
      {
        name: 'Lehengas',
        kind: 'lehenga',
        products: [
          'Embroidered Velvet Bridal Lehenga|zari|Velvet',
          'Georgette Lehenga Choli with Sequin Work|zari|Georgette',
          'Banarasi Brocade Lehenga|zari|Brocade',
          'Floral Print Organza Lehenga|floral|Organza',
          'Mirror Work Navratri Lehenga|buti|Cotton',
          'Bandhani Silk Lehenga Choli|buti|Silk',
          'Net Lehenga with Dupatta|buti|Net',
          'Raw Silk Festive Lehenga|plain|Raw Silk',
          'Gota Patti Lehenga|zari|Georgette',
          'Leheriya Lehenga Set|stripes|Chiffon',
          'Chikankari Lehenga|chikan|Georgette',
          'Kalamkari Cotton Lehenga|block|Cotton',
        ],
      },
      {
        name: 'Sherwanis',
        kind: 'sherwani',
        products: [
          "Men's Embroidered Silk Sherwani|zari|Art Silk",
          'Jodhpuri Bandhgala Sherwani|plain|Jacquard',
          "Men's Brocade Wedding Sherwani|zari|Brocade",
          "Men's Velvet Sherwani with Zari|zari|Velvet",
          "Men's Raw Silk Sherwani|buti|Raw Silk",
          "Men's Achkan Style Sherwani|plain|Art Silk",
          "Men's Indo-Western Sherwani|plain|Terry Rayon",
          "Men's Thread Work Sherwani|buti|Silk Blend",
          "Men's Jacquard Sherwani Set|buti|Jacquard",
          "Men's Asymmetric Sherwani|zari|Art Silk",
          "Men's Chikankari Sherwani|chikan|Cotton Silk",
          "Men's Printed Festive Sherwani|block|Silk Blend",
        ],
      },
      {
        name: 'Nehru Jackets',
        kind: 'jacket',
        products: [
          "Men's Khadi Nehru Jacket|plain|Khadi",
          "Men's Jacquard Nehru Jacket|buti|Jacquard",
          "Men's Printed Nehru Jacket|block|Cotton",
          "Men's Linen Nehru Jacket|plain|Linen",
          "Men's Silk Blend Modi Jacket|plain|Silk Blend",
          "Men's Brocade Nehru Jacket|zari|Brocade",
          "Men's Checked Nehru Jacket|checks|Wool Blend",
          "Men's Velvet Nehru Jacket|plain|Velvet",
          "Men's Ikat Nehru Jacket|stripes|Ikat Cotton",
          "Men's Embroidered Bandhgala Jacket|zari|Art Silk",
          "Men's Tweed Nehru Jacket|checks|Tweed",
          "Men's Reversible Nehru Jacket|plain|Cotton Silk",
        ],
      },
      {
        name: 'Salwar Suits',
        kind: 'suit',
        products: [
          'Anarkali Salwar Suit with Dupatta|zari|Georgette',
          'Chikankari Salwar Suit|chikan|Cotton',
          'Cotton Block Print Salwar Suit|block|Cotton',
          'Patiala Salwar Suit Set|floral|Cotton',
          'Bandhani Salwar Suit|buti|Silk',
          'Straight Salwar Suit with Phulkari Dupatta|floral|Rayon',
          'Chanderi Salwar Suit|buti|Chanderi',
          'Palazzo Suit Set|plain|Crepe',
          'Sharara Suit with Mirror Work|buti|Georgette',
          'Leheriya Salwar Suit|stripes|Chiffon',
          'Kalamkari Cotton Salwar Suit|block|Cotton',
          'Lawn Cotton Salwar Suit|floral|Lawn Cotton',
        ],
      },
    ],
  },
];

export const parseProductLine = (line: string) => {
  const [name, pattern, fabric] = line.split('|');
  return { name, pattern: pattern as Pattern, fabric };
};

/** Sizes offered per garment kind, from the store's universe XS..4XL (sarees: one size, see specs). */
export const SIZE_SETS: Record<GarmentKind, string[][]> = {
  shirt: [
    ['S', 'M', 'L', 'XL', 'XXL'],
    ['XS', 'S', 'M', 'L', 'XL', 'XXL', '3XL'],
  ],
  tee: [
    ['S', 'M', 'L', 'XL', 'XXL'],
    ['XS', 'S', 'M', 'L', 'XL', 'XXL', '3XL', '4XL'],
  ],
  jeans: [
    ['S', 'M', 'L', 'XL', 'XXL'],
    ['XS', 'S', 'M', 'L', 'XL'],
  ],
  trousers: [
    ['S', 'M', 'L', 'XL', 'XXL', '3XL'],
    ['M', 'L', 'XL', 'XXL'],
  ],
  top: [
    ['XS', 'S', 'M', 'L', 'XL'],
    ['S', 'M', 'L', 'XL', 'XXL'],
  ],
  dress: [
    ['XS', 'S', 'M', 'L', 'XL'],
    ['S', 'M', 'L', 'XL'],
  ],
  kurti: [
    ['XS', 'S', 'M', 'L', 'XL', 'XXL'],
    ['S', 'M', 'L', 'XL', 'XXL', '3XL'],
  ],
  kurta: [
    ['S', 'M', 'L', 'XL', 'XXL'],
    ['M', 'L', 'XL', 'XXL', '3XL', '4XL'],
  ],
  saree: [['M']],
  lehenga: [
    ['S', 'M', 'L'],
    ['XS', 'S', 'M', 'L', 'XL'],
  ],
  sherwani: [
    ['S', 'M', 'L', 'XL', 'XXL'],
    ['M', 'L', 'XL', 'XXL', '3XL'],
  ],
  jacket: [
    ['S', 'M', 'L', 'XL', 'XXL'],
    ['M', 'L', 'XL', 'XXL', '3XL', '4XL'],
  ],
  suit: [
    ['XS', 'S', 'M', 'L', 'XL', 'XXL'],
    ['S', 'M', 'L', 'XL'],
  ],
};

/** Price range per kind in whole rupees (the seed stores paise). */
export const PRICE_RANGES: Record<GarmentKind, [number, number]> = {
  tee: [399, 1299],
  shirt: [799, 2999],
  jeans: [999, 3499],
  trousers: [899, 2999],
  top: [399, 1799],
  dress: [999, 4999],
  kurti: [499, 2499],
  kurta: [799, 3999],
  saree: [1299, 14999],
  lehenga: [3999, 14999],
  sherwani: [6999, 14999],
  jacket: [1299, 4999],
  suit: [1499, 6999],
};

/** Kinds whose size chart is missing (a saree is one length; some shops skip lehenga charts). */
export const NO_SIZE_CHART: GarmentKind[] = ['saree'];

export interface Colour {
  name: string;
  hex: string;
}
const c = (name: string, hex: string): Colour => ({ name, hex });

export const PALETTES: Record<'everyday' | 'western' | 'ethnic' | 'denim', Colour[]> = {
  everyday: [
    c('White', '#f4f4f1'),
    c('Sky Blue', '#8fbce6'),
    c('Navy', '#1f2a44'),
    c('Olive', '#6b7a3a'),
    c('Charcoal', '#36454f'),
    c('Beige', '#d9c7a7'),
    c('Black', '#1e1e1e'),
    c('Maroon', '#7b1e2b'),
    c('Mustard', '#d4a017'),
    c('Bottle Green', '#0b5d44'),
    c('Powder Blue', '#b0c7e0'),
    c('Rust', '#b7410e'),
    c('Grey Melange', '#9a9ea3'),
    c('Khaki', '#b9a27a'),
    c('Lavender', '#b6a4d8'),
  ],
  western: [
    c('Coral', '#f26b5b'),
    c('Peach', '#f4b89a'),
    c('Mint', '#9fd8bd'),
    c('Lavender', '#b6a4d8'),
    c('Black', '#1e1e1e'),
    c('White', '#f4f4f1'),
    c('Navy', '#1f2a44'),
    c('Mustard', '#d4a017'),
    c('Rani Pink', '#e0115f'),
    c('Wine', '#5e1224'),
    c('Emerald', '#1b7f4f'),
    c('Powder Blue', '#b0c7e0'),
    c('Off White', '#f2eee3'),
    c('Terracotta', '#c4663f'),
  ],
  ethnic: [
    c('Maroon', '#7b1e2b'),
    c('Mustard', '#d4a017'),
    c('Bottle Green', '#0b5d44'),
    c('Navy', '#1f2a44'),
    c('Ivory', '#f3ecd8'),
    c('Rani Pink', '#e0115f'),
    c('Peacock Blue', '#005f6a'),
    c('Wine', '#5e1224'),
    c('Saffron', '#f08a24'),
    c('Emerald', '#1b7f4f'),
    c('Royal Blue', '#2a52be'),
    c('Magenta', '#b0206a'),
    c('Teal', '#1a7f7a'),
    c('Off White', '#f2eee3'),
    c('Rust', '#b7410e'),
    c('Indigo', '#2e3a87'),
    c('Onion Pink', '#e8a5a0'),
  ],
  denim: [
    c('Light Blue', '#8aa9c8'),
    c('Mid Blue', '#4f6f95'),
    c('Dark Indigo', '#27344f'),
    c('Jet Black', '#222326'),
    c('Ash Grey', '#7d8087'),
    c('Ice Blue', '#b7cbe0'),
  ],
};

export const PALETTE_FOR: Record<GarmentKind, keyof typeof PALETTES> = {
  shirt: 'everyday',
  tee: 'everyday',
  trousers: 'everyday',
  jeans: 'denim',
  top: 'western',
  dress: 'western',
  kurti: 'ethnic',
  kurta: 'ethnic',
  saree: 'ethnic',
  lehenga: 'ethnic',
  sherwani: 'ethnic',
  jacket: 'ethnic',
  suit: 'ethnic',
};

/** Remote pincodes some products cannot ship to (Andamans, Lakshadweep, Ladakh, Sikkim...). */
export const REMOTE_PINCODES = ['744101', '682555', '194101', '737101', '790001', '795001'];
