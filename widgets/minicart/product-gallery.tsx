import { useState } from 'react';
import type { Product, ProductImage } from '@schaufenster/shared/api';
import { imageSize, useCss } from '@schaufenster/shared/ui';
import { TEXTS } from './texts';

/** The width the gallery's large image is laid out from; CSS scales it to the gallery, keeping the aspect ratio. */
const GALLERY_IMAGE_WIDTH = 600;

/** The width of a thumbnail that shows its view in the large image. */
const THUMBNAIL_WIDTH = 64;

/** The views of a product's gallery; a product answered without one (an older API) shows its one image. */
export function galleryOf(product: Product): ProductImage[] {
  if (product.images && product.images.length > 0) return product.images;
  return product.image ? [{ url: product.image, alt: `${product.brand.name} ${product.summary.name}` }] : [];
}

/**
 * A product page's gallery: one large image in the product's aspect ratio and, for more than one view, a row of
 * thumbnails; each shows its view in the large image (the pressed one is the view shown).
 */
export function ProductGallery({ product }: { product: Product }) {
  const css = useCss();
  const [shown, setShown] = useState(0);
  const images = galleryOf(product);
  const current = images[shown] ?? images[0];
  const style = css`
    display: flex;
    flex-direction: column;
    gap: 8px;
    margin: 0;
    .main { width: 100%; height: auto; display: block; background: #f2f2f2; }
    .thumbnails { display: flex; flex-wrap: wrap; gap: 8px; margin: 0; padding: 0; list-style: none; }
    button { display: block; padding: 0; border: 2px solid transparent; background: none; cursor: pointer; min-width: 44px; min-height: 44px; }
    button[aria-pressed='true'] { border-color: #1a1a1a; }
    button:focus-visible { outline: 3px solid #2b6cb0; outline-offset: 2px; }
    button img { display: block; width: ${THUMBNAIL_WIDTH}px; height: auto; }
  `;
  if (!current) return null;
  return (
    <figure className={style} aria-label={TEXTS.productImages}>
      <img className="main" src={current.url} alt={current.alt} {...imageSize(product.imageAspectRatio, GALLERY_IMAGE_WIDTH)} />
      {images.length > 1 && (
        <ul className="thumbnails">
          {images.map((image, index) => (
            <li key={image.url}>
              <button type="button" aria-pressed={index === shown} aria-label={TEXTS.showImage(index + 1, images.length)} onClick={() => setShown(index)}>
                <img src={image.url} alt="" loading="lazy" {...imageSize(product.imageAspectRatio, THUMBNAIL_WIDTH)} />
              </button>
            </li>
          ))}
        </ul>
      )}
    </figure>
  );
}
