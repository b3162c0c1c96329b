/**
 * A product's picture as every answer names it: its first image, or else the one drawn for it (`/img/product/{id}-0.png`,
 * which the images feature serves for any product).
 */
export const productImage = (productId: number, image: string | null): string =>
  image ?? `/img/product/${productId}-0.png`;
