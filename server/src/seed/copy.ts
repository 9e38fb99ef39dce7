import type { GarmentKind, Pattern } from '../images/keys';
import type { Rng } from '../prng';

/** Product copy: descriptions, specifications and reviews written from a few facts. */
const NOUN: Record<GarmentKind, string> = {
  shirt: 'shirt',
  tee: 'T-shirt',
  jeans: 'pair of jeans',
  trousers: 'pair of trousers',
  top: 'top',
  dress: 'dress',
  kurti: 'kurti',
  kurta: 'kurta',
  saree: 'saree',
  lehenga: 'lehenga',
  sherwani: 'sherwani',
  jacket: 'Nehru jacket',
  suit: 'salwar suit',
};

const LEADS = [
  'Cut from breathable {fabric}, this {noun} keeps you comfortable through long, warm days.',
  'A wardrobe favourite in soft {fabric}, this {noun} is made to be worn again and again.',
  'Tailored in {fabric} with neat finishing, this {noun} looks sharp from morning to evening.',
  'This {noun} in {fabric} brings an easy, polished look without any fuss.',
];
const PATTERN_LINES: Record<Pattern, string> = {
  plain: 'The solid colour pairs effortlessly with everything you already own.',
  stripes: 'Fine woven stripes add a quiet rhythm that flatters every frame.',
  checks: 'Classic checks give it a relaxed, heritage feel.',
  block: 'Hand block-printed motifs, inspired by Jaipur and Bagru artisans, give every piece its own character.',
  buti: 'Delicate buti motifs are scattered across the fabric for a festive touch.',
  chikan: 'Lucknowi chikankari embroidery in fine white thread makes it light, elegant and timeless.',
  zari: 'Rich zari work in antique gold catches the light at every celebration.',
  floral: 'A fresh floral print keeps the mood bright and cheerful.',
  denim: 'Washed for a lived-in feel, the denim softens further with every wear.',
};
const OCCASION_LINES: Record<GarmentKind, string[]> = {
  shirt: ['Wear it tucked in for the office or rolled up for a weekend brunch.'],
  tee: ['Perfect for college, travel and lazy Sundays alike.'],
  jeans: ['Style it with a crisp shirt or a relaxed tee for any plan.'],
  trousers: ['Pair it with a formal shirt for work or a polo for a smart-casual dinner.'],
  top: ['Team it with jeans or palazzos for an easy day look.'],
  dress: ['Made for brunches, birthdays and holidays by the sea.'],
  kurti: ['Pair it with leggings, palazzos or jeans for work or a casual outing.'],
  kurta: ['Wear it with churidar or white pyjama for pujas, family functions and Eid.'],
  saree: [
    'Comes with an unstitched blouse piece; drape it for weddings, Diwali and festive evenings.',
    'An heirloom-worthy drape for weddings, sangeet nights and temple visits.',
  ],
  lehenga: ['Styled for weddings, sangeet and Navratri nights; comes with a matching dupatta and blouse.'],
  sherwani: ['Made for the groom, his brothers and every baraat; pair it with a safa and mojaris.'],
  jacket: ['Layer it over a kurta for festivals, or over a shirt for a smart Indo-western look.'],
  suit: ['A three-piece set with kameez, salwar and dupatta, ready for festivals and family gatherings.'],
};

export function describe(rng: Rng, kind: GarmentKind, pattern: Pattern, fabric: string): string {
  const lead = rng.pick(LEADS).replace('{fabric}', fabric.toLowerCase()).replace('{noun}', NOUN[kind]);
  const lines = [lead, PATTERN_LINES[pattern], rng.pick(OCCASION_LINES[kind])];
  if (rng.chance(0.4)) lines.push('Easy to care for and made in India.');
  return lines.join(' ');
}

type Spec = { name: string; value: string | boolean };
const TOP_KINDS: GarmentKind[] = ['shirt', 'tee', 'top', 'kurti', 'kurta', 'sherwani', 'jacket', 'dress', 'suit'];

export function specifications(rng: Rng, kind: GarmentKind, pattern: Pattern, fabric: string): Spec[] {
  const specs: Spec[] = [{ name: 'Fabric', value: fabric }];
  if (kind === 'saree') {
    specs.push(
      { name: 'Saree Length', value: '5.5 m' },
      { name: 'Blouse Piece', value: '0.8 m (unstitched)' },
      { name: 'Blouse Piece Included', value: true },
    );
  } else if (kind === 'lehenga') {
    specs.push(
      { name: 'Fit', value: 'Semi-stitched, flared' },
      { name: 'Dupatta Included', value: true },
      { name: 'Lining', value: true },
      { name: 'Can-Can Layer', value: rng.chance(0.5) },
    );
  } else if (kind === 'jeans' || kind === 'trousers') {
    specs.push(
      { name: 'Fit', value: rng.pick(['Slim Fit', 'Regular Fit', 'Straight Fit', 'Tapered Fit']) },
      { name: 'Rise', value: rng.pick(['Mid-Rise', 'High-Rise', 'Low-Rise']) },
      { name: 'Closure', value: rng.pick(['Zip and button', 'Button fly', 'Hook and zip']) },
      { name: 'Pockets', value: true },
      { name: 'Stretchable', value: rng.chance(0.6) },
    );
  } else if (TOP_KINDS.includes(kind)) {
    specs.push({ name: 'Fit', value: rng.pick(['Regular Fit', 'Slim Fit', 'Relaxed Fit']) });
    if (kind !== 'jacket')
      specs.push({ name: 'Sleeve', value: rng.pick(['Full Sleeve', 'Half Sleeve', 'Three-Quarter Sleeve']) });
    specs.push({ name: 'Pockets', value: kind === 'jacket' || rng.chance(0.4) });
    if (kind === 'sherwani' || kind === 'jacket') specs.push({ name: 'Lining', value: true });
    else specs.push({ name: 'Lining', value: false });
    if (kind === 'suit') specs.push({ name: 'Dupatta Included', value: true });
  }
  specs.push(
    { name: 'Pattern', value: PATTERN_NAMES[pattern] },
    { name: 'Occasion', value: OCCASIONS[kind] },
    { name: 'Wash Care', value: CARE[kind] ?? 'Machine wash cold, do not bleach' },
    { name: 'Country of Origin', value: 'India' },
  );
  return specs;
}

const PATTERN_NAMES: Record<Pattern, string> = {
  plain: 'Solid',
  stripes: 'Striped',
  checks: 'Checked',
  block: 'Block Print',
  buti: 'Woven Buti',
  chikan: 'Chikankari Embroidery',
  zari: 'Zari Work',
  floral: 'Floral Print',
  denim: 'Washed',
};
const OCCASIONS: Record<GarmentKind, string> = {
  shirt: 'Casual, Office',
  tee: 'Casual',
  jeans: 'Casual',
  trousers: 'Office, Formal',
  top: 'Casual, Brunch',
  dress: 'Party, Vacation',
  kurti: 'Daily Wear, Office',
  kurta: 'Festive, Casual',
  saree: 'Wedding, Festive',
  lehenga: 'Wedding, Festive',
  sherwani: 'Wedding',
  jacket: 'Festive, Party',
  suit: 'Festive, Daily Wear',
};
const CARE: Partial<Record<GarmentKind, string>> = {
  saree: 'Dry clean only',
  lehenga: 'Dry clean only',
  sherwani: 'Dry clean only',
  jacket: 'Dry clean recommended',
  kurta: 'Hand wash cold, dry in shade',
  kurti: 'Hand wash cold, dry in shade',
  suit: 'Hand wash separately in cold water',
};

export const REVIEWER_NAMES = [
  'Priya Sharma',
  'Rahul Verma',
  'Ananya Iyer',
  'Arjun Nair',
  'Sneha Patel',
  'Vikram Singh',
  'Kavya Reddy',
  'Rohan Mehta',
  'Pooja Gupta',
  'Aditya Joshi',
  'Meera Pillai',
  'Karan Malhotra',
  'Divya Menon',
  'Siddharth Rao',
  'Neha Agarwal',
  'Amit Kulkarni',
  'Ishita Banerjee',
  'Harpreet Kaur',
  'Farhan Qureshi',
  'Lakshmi Subramanian',
  'Tanvi Deshpande',
  'Manish Yadav',
  'Ritu Chauhan',
  'Sameer Khan',
  'Aishwarya Hegde',
  'Gaurav Bhatt',
  'Nandini Das',
  'Abhishek Mishra',
];

const REVIEWS: Record<number, [string, string][]> = {
  5: [
    ['Absolutely love it', 'The {noun} fits perfectly and the colour is exactly as shown. Got so many compliments!'],
    ['Worth every rupee', 'Fabric quality is excellent for the price. Delivered in 3 days, well packed.'],
    ['Perfect for the function', 'Wore it to my cousin’s wedding and it looked rich in person. Very happy.'],
    ['Great quality', 'Stitching is neat, no loose threads. Will definitely order again.'],
  ],
  4: [
    ['Good buy', 'Nice {noun}, comfortable to wear. Colour is a shade lighter than the photo.'],
    ['Happy with it', 'Fits well, fabric is soft. Took one star off because delivery took a day longer.'],
    ['Nice fabric', 'Quality is good and it washed well. Size runs slightly large, order one smaller.'],
  ],
  3: [
    ['Okay for the price', 'The {noun} is decent but the fabric is thinner than I expected.'],
    ['Average', 'Looks fine, but the colour faded a little after the first wash.'],
  ],
  2: [
    ['Not as expected', 'Fit was not right for me and the material feels rough. Exchanged it for another size.'],
    ['Disappointed', 'The colour looked different from the pictures. Packaging was good though.'],
  ],
};

export function reviewText(rng: Rng, rating: number, kind: GarmentKind) {
  const [title, comment] = rng.pick(REVIEWS[rating]);
  return { title, comment: comment.replace('{noun}', NOUN[kind]) };
}
