import { Link } from 'react-router-dom';
import './footer.css';
import { STATIC_ROUTES } from '../routes/static-routes';

export function Footer() {
  return (
    <footer className="footer">
      <nav aria-label="Legal">
        <Link to={STATIC_ROUTES['privacy-policy'].path}>Privacy Policy</Link>
        <Link to={STATIC_ROUTES['terms-of-service'].path}>Terms of Service</Link>
      </nav>
      <p>ToolHub is in BETA: tools run in your browser and your files never leave it.</p>
    </footer>
  );
}
