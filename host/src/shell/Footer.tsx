import { Link } from 'react-router-dom';
import './footer.css';

export function Footer() {
  return (
    <footer className="footer">
      <nav aria-label="Legal">
        <Link to="/privacy-policy">Privacy Policy</Link>
        <Link to="/terms-of-service">Terms of Service</Link>
      </nav>
      <p>ToolHub is in BETA: tools run in your browser and your files never leave it.</p>
    </footer>
  );
}
