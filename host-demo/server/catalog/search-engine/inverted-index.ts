import { compareLexemes } from './query-lexemes';
import { addShare, orShare, rankAnd, type Position } from './ts-rank';
import type { LexemeEntry } from './tsvector-text';

/** The documents holding one lexeme, in document order, with the lexeme's positions and OR share in each. */
interface Posting {
  docs: number[];
  positions: Position[][];
  shares: number[];
}

/** A hit: the document's number and its rank. */
interface Ranked {
  doc: number;
  rank: number;
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

  /** `documents[i]` is document i's lexemes; `tieOrder` lists the document numbers in the order ties are broken. */
  constructor(documents: ReadonlyArray<readonly LexemeEntry[]>, tieOrder: readonly number[]) {
    const byLexeme = new Map<string, Posting>();
    documents.forEach((entries, doc) => {
      for (const { lexeme, positions } of entries) {
        let posting = byLexeme.get(lexeme);
        if (!posting) byLexeme.set(lexeme, (posting = { docs: [], positions: [], shares: [] }));
        posting.docs.push(doc);
        posting.positions.push(positions);
        posting.shares.push(orShare(positions));
      }
    });
    this.lexemes = [...byLexeme.keys()].sort(compareLexemes);
    this.postings = this.lexemes.map((lexeme) => byLexeme.get(lexeme) as Posting);
    this.tieOrder = new Int32Array(documents.length);
    tieOrder.forEach((doc, place) => (this.tieOrder[doc] = place));
    this.scores = new Float64Array(documents.length);
    this.seen = new Uint8Array(documents.length);
  }

  /** How many documents the index holds. */
  get size(): number {
    return this.tieOrder.length;
  }

  /** The numbers of the best `limit` documents matching every one of the sorted, distinct `queryLexemes` as a prefix. */
  search(queryLexemes: readonly string[], limit = Number.POSITIVE_INFINITY): number[] {
    const ranges = queryLexemes.map((prefix) => this.prefixRange(prefix));
    if (ranges.length === 0 || ranges.some(([start, end]) => start === end)) return [];
    const ranked = ranges.length === 1 ? this.rankOne(ranges[0] as [number, number]) : this.rankAll(ranges);
    return this.best(ranked, limit).map(({ doc }) => doc);
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

  /** One query word: calc_rank_or, the shares of the matching lexemes summed in lexeme order. */
  private rankOne([start, end]: [number, number]): Ranked[] {
    const touched: number[] = [];
    for (let lexeme = start; lexeme < end; lexeme += 1) {
      const { docs, shares } = this.postings[lexeme] as Posting;
      docs.forEach((doc, i) => {
        if (this.seen[doc] === 0) {
          this.seen[doc] = 1;
          touched.push(doc);
          this.scores[doc] = 0;
        }
        this.scores[doc] = addShare(this.scores[doc] as number, shares[i] as number);
      });
    }
    const ranked = touched.map((doc) => ({ doc, rank: this.scores[doc] as number }));
    for (const doc of touched) this.seen[doc] = 0;
    return ranked;
  }

  /** Several query words: the documents holding all of them, ranked by calc_rank_and. */
  private rankAll(ranges: Array<[number, number]>): Ranked[] {
    const touched: number[] = [];
    const matches: number[] = [];
    ranges.forEach(([start, end], word) => {
      for (let lexeme = start; lexeme < end; lexeme += 1) {
        for (const doc of (this.postings[lexeme] as Posting).docs) {
          if (this.seen[doc] !== word) continue;
          this.seen[doc] = word + 1;
          if (word === 0) touched.push(doc);
          if (word === ranges.length - 1) matches.push(doc);
        }
      }
    });
    const entries = new Map<number, Position[][][]>(matches.map((doc) => [doc, ranges.map(() => [])]));
    ranges.forEach(([start, end], word) => {
      for (let lexeme = start; lexeme < end; lexeme += 1) {
        const { docs, positions } = this.postings[lexeme] as Posting;
        docs.forEach((doc, i) => entries.get(doc)?.[word]?.push(positions[i] as Position[]));
      }
    });
    for (const doc of touched) this.seen[doc] = 0;
    return matches.map((doc) => ({ doc, rank: rankAnd(entries.get(doc) ?? []) }));
  }

  /** The best `limit` hits, highest rank first, ties in the tie order. */
  private best(ranked: Ranked[], limit: number): Ranked[] {
    const before = (a: Ranked, b: Ranked) => b.rank - a.rank || (this.tieOrder[a.doc] as number) - (this.tieOrder[b.doc] as number);
    if (ranked.length <= limit) return ranked.sort(before);
    const top: Ranked[] = [];
    for (const hit of ranked) {
      if (top.length === limit && before(hit, top[limit - 1] as Ranked) >= 0) continue;
      let at = top.length;
      while (at > 0 && before(hit, top[at - 1] as Ranked) < 0) at -= 1;
      top.splice(at, 0, hit);
      if (top.length > limit) top.pop();
    }
    return top;
  }
}
