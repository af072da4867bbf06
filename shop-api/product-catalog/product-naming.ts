import { chance, pick, type Random } from './random';
import { ADJECTIVE_ENDINGS, ADJECTIVES, DESCRIPTION_ENDINGS, MATERIALS, type ArticleType, type Material } from './seed-data';

/** A generated article name with the material it names, if any. */
export interface ArticleName {
  name: string;
  material?: Material;
}

function adjective(random: Random, type: ArticleType): string {
  return `${pick(random, ADJECTIVES)}${ADJECTIVE_ENDINGS[type.gender]}`;
}

// German joins material and noun into one word (Leinenkleid); English nouns read better hyphenated (Leder-Sneaker).
function compound(material: Material, type: ArticleType): string {
  if (type.hyphen) return `${material.prefix}-${type.noun}`;
  return `${material.prefix}${type.noun.charAt(0).toLowerCase()}${type.noun.slice(1)}`;
}

/** Names an article the way fashion shops do: „Leichtes Leinenkleid“, „Wollmantel mit Gürtel“, „Slim-Fit Jeans“. */
export function nameArticle(random: Random, type: ArticleType): ArticleName {
  const patterns: Array<() => ArticleName> = [() => ({ name: `${adjective(random, type)} ${type.noun}` })];
  if (type.details.length > 0) patterns.push(() => ({ name: `${type.noun} ${pick(random, type.details)}` }));
  if (type.fits.length > 0) patterns.push(() => ({ name: `${pick(random, type.fits)} ${type.noun}` }));
  if (type.materials.length > 0) {
    const material = MATERIALS[pick(random, type.materials)];
    // Material names are the most telling, so they get more weight than the plain patterns.
    patterns.push(() => ({ name: `${adjective(random, type)} ${compound(material, type)}`, material }));
    patterns.push(() => ({ name: `${adjective(random, type)} ${compound(material, type)}`, material }));
    if (type.details.length > 0) patterns.push(() => ({ name: `${compound(material, type)} ${pick(random, type.details)}`, material }));
    if (chance(random, 0.5)) patterns.push(() => ({ name: compound(material, type), material }));
  }
  return pick(random, patterns)();
}

/** A short German product description: what it is, what it is made of, one selling sentence. */
export function describeProduct(random: Random, { name, material }: ArticleName, brand: string, colour: string): string {
  const made = material?.text ?? 'Hochwertig verarbeitet und angenehm zu tragen.';
  return `${name} von ${brand} in ${colour}. ${made} ${pick(random, DESCRIPTION_ENDINGS)}`;
}
