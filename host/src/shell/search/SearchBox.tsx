import { useEffect, useId, useMemo, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { popularTools, type CatalogueTool } from '@toolhub/shared';
import { searchableCatalogue, useCatalogueStore } from '../../catalogue/catalogue-store';
import { useShellStore } from '../shell-store';
import { SearchIcon } from '../icons';
import { nextActiveIndex } from './combobox-keys';
import { normalizeQuery, searchFor, type ToolMatch } from './search-query';
import { loadSearch, useSearch } from './search-loader';
import { Highlighted } from './Highlighted';
import './search.css';
import { useOpenTool } from '../../app/useOpenTool';

/**
 * The header's search: a WAI-ARIA combobox. Suggestions are available tools only; Enter with
 * nothing highlighted searches the whole catalogue on the home page (`/?q=`). On the results
 * page the text and `q` stay in step, so emptying the box removes `q`.
 */
export function SearchBox() {
  const catalogue = useCatalogueStore(searchableCatalogue);
  const location = useLocation();
  const navigate = useNavigate();
  const openTool = useOpenTool();
  const focusRequest = useShellStore((state) => state.searchFocusRequest);
  const input = useRef<HTMLInputElement>(null);
  const listId = useId();
  const headingId = useId();

  const params = new URLSearchParams(location.search);
  const inResults = location.pathname === '/' && params.has('q');
  const urlQuery = inResults ? normalizeQuery(params.get('q') ?? '') : '';

  const [text, setText] = useState(urlQuery);
  const [open, setOpen] = useState(false);
  /**
   * The highlighted suggestion: its index, or the first or last one, asked for with an arrow key
   * while the search was still loading (a quick typist on a slow phone) and shown once it arrives.
   */
  const [highlight, setActive] = useState<number | 'first' | 'last'>(-1);
  /** The location this box produced itself by editing `q`; reaching it is not a route change. */
  const ownLocation = useRef<string | null>(null);

  const query = normalizeQuery(text);
  const search = useSearch(open || query !== '');
  const searching = query !== '' && search.state !== 'ready';
  const items: ToolMatch[] = useMemo(() => {
    if (!query) return popularTools(catalogue).map((tool) => ({ tool, nameRanges: [] }));
    return search.state === 'ready' ? search.search.suggestTools(catalogue, query) : [];
  }, [catalogue, query, search]);
  const active = typeof highlight === 'number' ? highlight : searching || items.length === 0 ? -1 : highlight === 'first' ? 0 : items.length - 1;
  const categoryName = useMemo(() => new Map(catalogue.categories.map((category) => [category.id, category.name])), [catalogue]);

  // A route change closes search and shows the new page's query (or nothing). Only a change:
  // on mount the state already holds the URL's query, and whatever was typed in the moment
  // between the first paint and this effect must not be wiped.
  const here = location.pathname + location.search;
  const shownLocation = useRef(here);
  useEffect(() => {
    if (shownLocation.current === here) return;
    shownLocation.current = here;
    if (ownLocation.current === here) return;
    ownLocation.current = null;
    setText(urlQuery);
    setOpen(false);
    setActive(-1);
    useShellStore.setState({ searchExpanded: false });
    // urlQuery derives from `here`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [here]);

  // A shortcut (Ctrl+K, '/') asked for search: open the suggestions with this render, then move
  // the focus there once the box is on screen.
  const [answeredRequest, setAnsweredRequest] = useState(focusRequest);
  if (answeredRequest !== focusRequest) {
    setAnsweredRequest(focusRequest);
    setOpen(true);
  }
  useEffect(() => {
    if (focusRequest === 0) return;
    input.current?.focus();
    input.current?.select();
  }, [focusRequest]);

  function replaceQuery(value: string) {
    const next = new URLSearchParams(location.search);
    const normalized = normalizeQuery(value);
    if (normalized) next.set('q', normalized);
    else next.delete('q');
    const search = next.toString() ? `?${next}` : '';
    ownLocation.current = `/${search}`;
    navigate({ pathname: '/', search }, { replace: true });
  }

  function edit(value: string) {
    setText(value);
    setOpen(true);
    setActive(-1);
    if (inResults) replaceQuery(value);
  }

  function pickTool(tool: CatalogueTool) {
    setOpen(false);
    input.current?.blur();
    openTool(catalogue, tool);
  }

  function runTextSearch() {
    setOpen(false);
    setActive(-1);
    if (query) navigate({ pathname: '/', search: searchFor(query) }, { replace: inResults });
    else if (inResults) replaceQuery('');
  }

  const expanded = open && items.length > 0;
  const move = (direction: 'next' | 'previous') => {
    setOpen(true);
    setActive(searching ? (direction === 'next' ? 'first' : 'last') : nextActiveIndex(open ? active : -1, items.length, direction));
  };

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        move('next');
        break;
      case 'ArrowUp':
        event.preventDefault();
        move('previous');
        break;
      case 'Enter': {
        if (event.nativeEvent.isComposing) return;
        event.preventDefault();
        const picked = expanded && active >= 0 ? items[active] : undefined;
        if (picked) pickTool(picked.tool);
        else runTextSearch();
        break;
      }
      case 'Escape':
        if (open) {
          event.preventDefault();
          setOpen(false);
          setActive(-1);
        } else if (text) {
          event.preventDefault();
          edit('');
          setOpen(false);
        } else if (useShellStore.getState().searchExpanded) {
          useShellStore.setState({ searchExpanded: false });
          input.current?.blur();
        }
        break;
    }
  }

  function onBlur(event: FocusEvent<HTMLDivElement>) {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) {
      setOpen(false);
      setActive(-1);
    }
  }

  const optionId = (index: number) => `${listId}-option-${index}`;
  const popular = !query;

  return (
    <div className="search" onBlur={onBlur} onPointerEnter={() => void loadSearch().catch(() => undefined)}>
      <span className="search-icon">
        <SearchIcon />
      </span>
      <input
        ref={input}
        className="search-input"
        type="text"
        role="combobox"
        aria-label="Search tools"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={expanded ? listId : undefined}
        aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
        placeholder="Search tools"
        autoComplete="off"
        autoCorrect="off"
        autoCapitalize="off"
        spellCheck={false}
        enterKeyHint="search"
        value={text}
        onChange={(event) => edit(event.target.value)}
        onFocus={() => setOpen(true)}
        onClick={() => setOpen(true)}
        onKeyDown={onKeyDown}
      />
      <kbd className="search-shortcut" aria-hidden="true">
        /
      </kbd>
      {open && (
        <div className="search-popup">
          {expanded ? (
            <>
              <div className="search-popup-heading" id={headingId}>
                {popular ? 'Popular Tools' : 'Suggestions'}
              </div>
              <ul className="search-options" role="listbox" id={listId} aria-labelledby={headingId}>
                {items.map(({ tool, nameRanges }, index) => (
                  <li
                    key={tool.path}
                    id={optionId(index)}
                    role="option"
                    aria-selected={index === active}
                    className="search-option"
                    onMouseDown={(event) => event.preventDefault()}
                    onClick={() => pickTool(tool)}
                  >
                    <span className="search-option-icon" aria-hidden="true">
                      {tool.icon}
                    </span>
                    <span className="search-option-text">
                      <span className="search-option-name">
                        <Highlighted text={tool.name} ranges={nameRanges} />
                      </span>
                      <span className="search-option-category">{categoryName.get(tool.category) ?? tool.category}</span>
                    </span>
                  </li>
                ))}
              </ul>
              {!popular && (
                <p className="search-footer" aria-hidden="true">
                  <kbd>↑</kbd>
                  <kbd>↓</kbd> to choose, <kbd>Enter</kbd> to open
                </p>
              )}
            </>
          ) : searching ? (
            <p className="search-empty">
              {search.state === 'failed' ? 'Search is unavailable right now. Trying again…' : 'Searching…'}
            </p>
          ) : (
            <p className="search-empty">
              No tools match “{query}”. Press Enter to search everything, coming-soon tools included.
            </p>
          )}
        </div>
      )}
      <span className="th-visually-hidden" role="status" aria-live="polite">
        {open && query && !searching ? (items.length === 0 ? 'No suggestions' : `${items.length} suggestion${items.length === 1 ? '' : 's'}`) : ''}
      </span>
    </div>
  );
}
