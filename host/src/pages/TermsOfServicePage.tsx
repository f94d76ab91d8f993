import { Link } from 'react-router-dom';
import { toolhubConfig } from '../config/toolhub-config';
import { LegalPage } from './LegalPage';
import { STATIC_ROUTES } from '../routes/static-routes';

export function TermsOfServicePage() {
  const mail = toolhubConfig.supportEmail;
  return (
    <LegalPage title="Terms of Service" updated="November 2026" description="The terms for using ToolHub’s free online tools, games and accounts.">
      <p className="legal-lead">
        These terms apply when you use ToolHub, its tools and games, and a ToolHub account. By using ToolHub you agree to
        them. If you do not agree, please do not use the site.
      </p>

      <h2>A free BETA service</h2>
      <p>
        ToolHub is free and in BETA. Tools are added, changed, marked as coming soon or removed as we go, and the site may
        sometimes be unavailable. We provide ToolHub as is, without warranties of any kind.
      </p>

      <h2>Your account</h2>
      <ul>
        <li>Accounts are optional; every tool works without one.</li>
        <li>Give a real email address and keep your password to yourself. You are responsible for what happens under your account.</li>
        <li>Your display name need not be unique, but it must not impersonate anyone or be offensive.</li>
        <li>XP, streaks and rewards are for fun. They have no money value and cannot be exchanged or transferred.</li>
      </ul>

      <h2>Using the tools</h2>
      <ul>
        <li>Use ToolHub lawfully and only with content you have the right to use.</li>
        <li>Do not attack, overload, scrape at scale or try to break the site or other people’s use of it.</li>
        <li>Do not use the games or random generators for gambling or for decisions where a fair draw is legally required.</li>
      </ul>

      <h2>Results are not advice</h2>
      <p>
        Calculators, converters, AI tools, personality quizzes and generators give results for information and fun. They
        can be wrong and are not professional, medical, financial or legal advice. Check anything important yourself.
      </p>

      <h2>Your content</h2>
      <p>
        What you put into a tool stays yours. When you send feedback, you allow us to use it to improve ToolHub, without
        owing you anything for it.
      </p>

      <h2>Third-party content and links</h2>
      <p>
        Some tools show content from others, such as news headlines, and link to other sites. We are not responsible for
        that content or those sites.
      </p>

      <h2>Privacy</h2>
      <p>
        Our <Link to={STATIC_ROUTES['privacy-policy'].path}>Privacy Policy</Link> explains what we store and why.
      </p>

      <h2>Ending your use</h2>
      <p>
        You can stop using ToolHub and ask us to delete your account at any time. We may suspend accounts that break
        these terms.
      </p>

      <h2>Liability</h2>
      <p>
        To the extent the law allows, ToolHub is not liable for indirect or consequential losses, or for lost data, arising
        from your use of the site. Nothing in these terms limits liability that cannot be limited by law.
      </p>

      <h2>Changes and contact</h2>
      <p>
        We may update these terms; the date at the top says when they last changed, and continuing to use ToolHub means
        you accept the update. Questions? Write to <a href={`mailto:${mail}`}>{mail}</a>.
      </p>
    </LegalPage>
  );
}
