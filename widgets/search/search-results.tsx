import { formatPrice, type SearchGroup, type SearchHit } from '@schaufenster/shared/api';
import { Highlighted } from './highlight';
import { TEXTS } from './texts';

/** A hit with its place in the flat option order the arrow keys walk. */
export interface FlatHit {
  hit: SearchHit;
  group: SearchGroup;
  index: number;
  id: string;
}

/** The hits in the order the listbox shows them, with option ids. */
export function flattenHits(groups: readonly SearchGroup[], idPrefix: string): FlatHit[] {
  let index = 0;
  return groups.flatMap((group) => group.results.map((hit) => ({ hit, group, index: index, id: `${idPrefix}-option-${index++}` })));
}

interface SearchResultsProps {
  id: string;
  query: string;
  groups: readonly SearchGroup[];
  hits: readonly FlatHit[];
  activeIndex: number;
  onChoose: (hit: FlatHit) => void;
}

/** The listbox of the combobox: hits grouped by type, the query marked, the active option highlighted. */
export function SearchResults({ id, query, groups, hits, activeIndex, onChoose }: SearchResultsProps) {
  return (
    <ul role="listbox" id={id} aria-label={TEXTS.resultsLabel} className="results">
      {groups
        .filter((group) => group.results.length > 0)
        .map((group) => {
          const labelId = `${id}-${group.type}`;
          return (
            <li role="presentation" key={group.type}>
              <div id={labelId} className="group-label">
                {TEXTS.groups[group.type] ?? TEXTS.otherGroup}
              </div>
              <ul role="group" aria-labelledby={labelId}>
                {hits
                  .filter((flat) => flat.group === group)
                  .map((flat) => (
                    <li
                      key={flat.id}
                      id={flat.id}
                      role="option"
                      aria-selected={flat.index === activeIndex}
                      className="option"
                      // Mouse down, not click: the input must not lose the combobox state before the choice counts.
                      onMouseDown={(event) => {
                        event.preventDefault();
                        onChoose(flat);
                      }}
                    >
                      {flat.hit.image && <img src={flat.hit.image} alt="" width={36} height={48} />}
                      <span className="title">
                        {flat.hit.brand && <span className="brand">{flat.hit.brand} </span>}
                        <Highlighted title={flat.hit.title} query={query} />
                      </span>
                      {flat.hit.price !== undefined && <span className="price">{formatPrice(flat.hit.price)}</span>}
                    </li>
                  ))}
              </ul>
            </li>
          );
        })}
    </ul>
  );
}
