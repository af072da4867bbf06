// PostgreSQL's ts_rank (src/backend/utils/adt/tsrank.c, default weights, no normalisation) over positions held in
// memory, in float4 arithmetic as C does it: the in-memory search orders its hits exactly as the SQL search did.

const f = Math.fround;
/** ts_rank's default weights of D, C, B and A. */
const WEIGHTS = [f(0.1), f(0.2), f(0.4), f(1)] as const;
const MAX_DISTANCE = 100;
/** The limit of sum(1/i²): pi²/6. */
const ZETA_2 = 1.64493406685;
const NO_RANK = f(1e-20);

/** A position in a document (1-based word number) with its weight (0 = D … 3 = A). */
export interface Position {
  at: number;
  weight: number;
}

const weightOf = (position: Position) => WEIGHTS[position.weight] ?? WEIGHTS[0];

/** One lexeme's share of an OR rank (the part before the sum over lexemes): positions weigh less the later they come. */
export function orShare(positions: readonly Position[]): number {
  let sum = f(0);
  let heaviest = f(-1);
  let heaviestAt = 0;
  positions.forEach((position, j) => {
    const weight = weightOf(position);
    sum = f(sum + f(weight / ((j + 1) * (j + 1))));
    if (weight > heaviest) {
      heaviest = weight;
      heaviestAt = j;
    }
  });
  return f(f(heaviest + sum) - f(heaviest / ((heaviestAt + 1) * (heaviestAt + 1))));
}

/** calc_rank_or of one query word: the rank so far plus the share of the next matching lexeme (in lexeme order). */
export function addShare(rank: number, share: number): number {
  return f(rank + share / ZETA_2);
}

function wordDistance(distance: number): number {
  if (distance > MAX_DISTANCE) return f(1e-30);
  return f(1 / (1.005 + 0.05 * Math.exp(f(distance) / 1.5 - 2)));
}

/**
 * calc_rank_and: how close together the query words stand. `entries[i]` holds the positions of every lexeme matching
 * query word i (words sorted, lexemes in lexeme order); each is weighed against the last lexeme of every earlier word.
 */
export function rankAnd(entries: ReadonlyArray<ReadonlyArray<readonly Position[]>>): number {
  let rank = -1;
  const last: Array<readonly Position[] | undefined> = [];
  entries.forEach((word, i) => {
    for (const positions of word) {
      last[i] = positions;
      for (let k = 0; k < i; k += 1) {
        const earlier = last[k];
        if (!earlier) continue;
        for (const here of positions) {
          for (const there of earlier) {
            const distance = Math.abs(here.at - there.at);
            if (distance === 0) continue;
            const weight = f(Math.sqrt(f(f(weightOf(here) * weightOf(there)) * wordDistance(distance))));
            rank = rank < 0 ? weight : f(1 - (1 - rank) * (1 - weight));
          }
        }
      }
    }
  });
  return rank < 0 ? NO_RANK : rank;
}
