import { Link, useLocation } from 'react-router-dom';
import { MenuButton } from './MenuButton';
import { useShellStore } from './shell-store';
import { useShellActions } from './useShellActions';
import { DiceIcon, HomeIcon, SearchIcon } from './icons';
import './bottom-bar.css';

/** The phone's fixed 50px bar: Home, Search, Random, Menu. Hidden on wider screens. */
export function BottomBar() {
  const { goHome, goRandom } = useShellActions();
  const location = useLocation();
  const searchExpanded = useShellStore((state) => state.searchExpanded);
  const toggleSearch = useShellStore((state) => state.toggleSearch);
  return (
    <nav className="bottom-bar" aria-label="Quick actions">
      <Link to="/" className="bar-item" onClick={goHome} aria-current={location.pathname === '/' ? 'page' : undefined}>
        <HomeIcon />
        <span className="bar-label">Home</span>
      </Link>
      <button type="button" className="bar-item" aria-expanded={searchExpanded} onClick={toggleSearch}>
        <SearchIcon />
        <span className="bar-label">Search</span>
      </button>
      <button type="button" className="bar-item" aria-label="Random tool" onClick={goRandom}>
        <DiceIcon />
        <span className="bar-label" aria-hidden="true">Random</span>
      </button>
      <MenuButton className="bar-item" showLabel />
    </nav>
  );
}
