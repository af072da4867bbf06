import { compareLexemes } from './query-lexemes';
import { addShare, orShare, rankAnd, type Position } from './ts-rank';
import type { LexemeEntry } from './tsvector-text';

/**
 * The documents holding one lexeme, in document order, in typed arrays (few objects: a large index costs the garbage
 * collector almost nothing): each document's OR share and its positions (`at * 4 + weight`, from `starts[i]` on).
 */
interface Posting {
  docs: Int32Array;
  shares: Float32Array;
  starts: Int32Array;
  positions: Int32Array;
}

function packPosting(entries: Array<{ doc: number; positions: Position[] }>): Posting {
  const starts = new Int32Array(entries.length + 1);
  entries.forEach(({ positions }, i) => {
    starts[i + 1] = (starts[i] as number) + positions.length;
  });
  const packed = new Int32Array(starts[entries.length] as number);
  entries.forEach(({ positions }, i) => {
    positions.forEach(({ at, weight }, j) => {
      packed[(starts[i] as number) + j] = at * 4 + weight;
    });
  });
  return {
    docs: Int32Array.from(entries, ({ doc }) => doc),
    shares: Float32Array.from(entries, ({ positions }) => orShare(positions)),
    starts,
    positions: packed,
  };
}

function unpackPositions(posting: Posting, i: number): Position[] {
  const positions: Position[] = [];
  for (let j = posting.starts[i] as number; j < (posting.starts[i + 1] as number); j += 1) {
    const value = posting.positions[j] as number;
    positions.push({ at: value >> 2, weight: value & 3 });
  }
  return positions;
}

/**
 * Documents by lexeme, answering a prefix query (every query lexeme matches a document lexeme it begins) as
 * `search @@ to_tsquery(…) ORDER BY ts_rank(…) DESC, <tie order>` would: same hits, same ranks, same order.
 */
export class InvertedIndex {
  private readonly lexemes: string[];
  private readonly postings: Posting[];
  /** Each document's place in the tie order (the SQL's second sort key). */
  private readonly tieOrder: Int32Array;
  // Scratch space, reused: a search runs synchronously from start to end.
  private readonly scores: Float64Array;
  private readonly seen: Uint8Array;
  private readonly touched: Int32Array;

  /** `documents[i]` is document i's lexemes; `tieOrder` lists the document numbers in the order ties are broken. */
  constructor(documents: ReadonlyArray<readonly LexemeEntry[]>, tieOrder: readonly number[]) {
    const byLexeme = new Map<string, Array<{ doc: number; positions: Position[] }>>();
    documents.forEach((entries, doc) => {
      for (const { lexeme, positions } of entries) {
        const list = byLexeme.get(lexeme);
        if (list) list.push({ doc, positions });
        else byLexeme.set(lexeme, [{ doc, positions }]);
      }
    });
    this.lexemes = [...byLexeme.keys()].sort(compareLexemes);
    this.postings = this.lexemes.map((lexeme) => packPosting(byLexeme.get(lexeme) ?? []));
    this.tieOrder = new Int32Array(documents.length);
    tieOrder.forEach((doc, place) => {
      this.tieOrder[doc] = place;
    });
    this.scores = new Float64Array(documents.length);
    this.seen = new Uint8Array(documents.length);
    this.touched = new Int32Array(documents.length);
  }

  /** The numbers of the best `limit` documents matching every one of the sorted, distinct `queryLexemes` as a prefix. */
  search(queryLexemes: readonly string[], limit = Number.POSITIVE_INFINITY): number[] {
    const ranges = queryLexemes.map((prefix) => this.prefixRange(prefix));
    if (ranges.length === 0 || ranges.some(([start, end]) => start === end)) return [];
    const count = ranges.length === 1 ? this.rankOne(ranges[0] as [number, number]) : this.rankAll(ranges);
    const best = this.best(count, limit);
    for (let i = 0; i < count; i += 1) this.seen[this.touched[i] as number] = 0;
    return best;
  }

  /** The lexemes beginning with `prefix`: a range of the sorted lexemes. */
  private prefixRange(prefix: string): [number, number] {
    let low = 0;
    let high = this.lexemes.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (compareLexemes(this.lexemes[middle] as string, prefix) < 0) low = middle + 1;
      else high = middle;
    }
    let end = low;
    while (end < this.lexemes.length && (this.lexemes[end] as string).startsWith(prefix)) end += 1;
    return [low, end];
  }

  /** One query word: calc_rank_or, the shares of the matching lexemes summed in lexeme order. Returns the hit count. */
  private rankOne([start, end]: [number, number]): number {
    let count = 0;
    for (let lexeme = start; lexeme < end; lexeme += 1) {
      const { docs, shares } = this.postings[lexeme] as Posting;
      for (let i = 0; i < docs.length; i += 1) {
        const doc = docs[i] as number;
        if (this.seen[doc] === 0) {
          this.seen[doc] = 1;
          this.touched[count++] = doc;
          this.scores[doc] = 0;
        }
        this.scores[doc] = addShare(this.scores[doc] as number, shares[i] as number);
      }
    }
    return count;
  }

  /** Several query words: the documents holding all of them, ranked by calc_rank_and. Returns the hit count. */
  private rankAll(ranges: Array<[number, number]>): number {
    let touched = 0;
    ranges.forEach(([start, end], word) => {
      for (let lexeme = start; lexeme < end; lexeme += 1) {
        for (const doc of (this.postings[lexeme] as Posting).docs) {
          if (this.seen[doc] !== word) continue;
          this.seen[doc] = word + 1;
          if (word === 0) this.touched[touched++] = doc;
        }
      }
    });
    const entries = new Map<number, Position[][][]>();
    for (let i = 0; i < touched; i += 1) {
      const doc = this.touched[i] as number;
      if (this.seen[doc] === ranges.length) entries.set(doc, ranges.map(() => []));
    }
    ranges.forEach(([start, end], word) => {
      for (let lexeme = start; lexeme < end; lexeme += 1) {
        const posting = this.postings[lexeme] as Posting;
        posting.docs.forEach((doc, i) => {
          entries.get(doc)?.[word]?.push(unpackPositions(posting, i));
        });
      }
    });
    // Every touched document is cleared by search(); the matches go first, with their ranks.
    for (let i = 0; i < touched; i += 1) this.seen[this.touched[i] as number] = 0;
    let count = 0;
    for (const [doc, words] of entries) {
      this.touched[count++] = doc;
      this.seen[doc] = 1;
      this.scores[doc] = rankAnd(words);
    }
    return count;
  }

  /** The best `limit` of the `count` hits in `touched`: highest rank first, ties in the tie order. */
  private best(count: number, limit: number): number[] {
    const before = (a: number, b: number) => (this.scores[b] as number) - (this.scores[a] as number) || (this.tieOrder[a] as number) - (this.tieOrder[b] as number);
    if (count <= limit) return Array.from(this.touched.subarray(0, count)).sort(before);
    const top: number[] = [];
    for (let i = 0; i < count; i += 1) {
      const doc = this.touched[i] as number;
      if (top.length === limit && before(doc, top[limit - 1] as number) >= 0) continue;
      let at = top.length;
      while (at > 0 && before(doc, top[at - 1] as number) < 0) at -= 1;
      top.splice(at, 0, doc);
      if (top.length > limit) top.pop();
    }
    return top;
  }
}
