/**
 * A SKU's name in the console and its CSVs: the owner's code when set (`skus.code`, unique
 * whatever the case), else `<productId>-<colorId>-<size>` (decision 0027).
 */
export const derivedSkuCode = (s: { productId: number; colorId: number; size: string }) =>
  `${s.productId}-${s.colorId}-${s.size}`;

export const skuCode = (s: { productId: number; colorId: number; size: string; code: string | null }) =>
  s.code ?? derivedSkuCode(s);

/** What an owner may write as a code: letters, digits and - _ . / (no spaces, commas or quotes). */
export const SKU_CODE_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._/-]{0,39}$/;

/** The derived form, which an owner's code may not take (it would name another SKU). */
export const DERIVED_CODE_PATTERN = /^(\d+)-(\d+)-(.+)$/;
