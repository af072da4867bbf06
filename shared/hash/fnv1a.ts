/** FNV-1a, 32 bit: a fast, well-spread hash of a short string (rollout buckets, site configuration fingerprints). */
export function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}
