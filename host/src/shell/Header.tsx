import { Link, useLocation, useNavigate } from 'react-router-dom';
import { Button } from '@toolhub/shared';
import { useCatalogue } from '../catalogue/catalogue-store';
import { pickRandomTool } from './random-tool';

export function Header() {
  const catalogue = useCatalogue();
  const location = useLocation();
  const navigate = useNavigate();
  const currentPath = location.pathname.slice(1) || null;

  function goHome(event: React.MouseEvent) {
    if (location.pathname === '/' && !location.search) {
      event.preventDefault();
      window.scrollTo({ top: 0, behavior: 'smooth' });
    }
  }

  function goRandom() {
    const tool = pickRandomTool(catalogue.tools, currentPath);
    if (tool) navigate(`/${tool.path}`);
  }

  return (
    <header className="header">
      <div className="header-inner">
        <Link to="/" className="header-home" aria-label="Home" onClick={goHome}>
          <span aria-hidden="true">🏠</span>
        </Link>
        <Link to="/" className="header-title" onClick={goHome}>
          ToolHub <span className="beta-badge">BETA</span>
        </Link>
        <div className="header-spacer" />
        <Button onClick={goRandom} aria-label="Random tool">
          <span aria-hidden="true">🎲</span> Random
        </Button>
      </div>
    </header>
  );
}
