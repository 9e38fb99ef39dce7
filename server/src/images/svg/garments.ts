import type { GarmentKind } from '../keys';
import { jeans, trousers } from './bottoms';
import { lehenga, saree, suit } from './drapes';
import { dress, top } from './dresses';
import type { Garment } from './fabric';
import { jacket, sherwani } from './formal';
import { kurta, kurti } from './kurtas';
import type { Drawing } from './parts';
import { shirt, tee } from './tops';

/** One drawing function per garment kind; families share a module. */
export const DRAW: Record<GarmentKind, (g: Garment) => Drawing> = {
  shirt,
  tee,
  jeans,
  trousers,
  top,
  dress,
  kurti,
  kurta,
  saree,
  lehenga,
  sherwani,
  jacket,
  suit,
};
