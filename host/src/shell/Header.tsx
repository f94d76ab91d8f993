import { Link } from 'react-router-dom';
import { SearchBox } from './search/SearchBox';
import { MenuButton } from './MenuButton';
import { useShellStore } from './shell-store';
import { useShellActions } from './useShellActions';
import { DiceIcon, HomeIcon } from './icons';
import './header.css';

/**
 * Desktop: Home, title, search, Random and the menu in one row. Small screens collapse it to
 * the title, with the search row expanding below it from the bottom bar's Search.
 */
export function Header() {
  const { goHome, goRandom } = useShellActions();
  const searchExpanded = useShellStore((state) => state.searchExpanded);
  return (
    <header className="header">
      <div className="header-inner">
        <Link to="/" className="icon-button header-home wide-only" aria-label="Home" onClick={goHome}>
          <HomeIcon />
        </Link>
        <Link to="/" className="header-title" onClick={goHome}>
          <span className="header-logo" aria-hidden="true">
            🧰
          </span>
          ToolHub <span className="beta-badge">BETA</span>
        </Link>
        <div className="header-search" data-expanded={searchExpanded}>
          <SearchBox />
        </div>
        <button type="button" className="header-random wide-only" aria-label="Random tool" onClick={goRandom}>
          <DiceIcon />
          <span aria-hidden="true">Random</span>
        </button>
        <MenuButton className="header-menu wide-only" />
      </div>
    </header>
  );
}
