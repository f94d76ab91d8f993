import { Link } from 'react-router-dom';
import { toolhubConfig } from '../config/toolhub-config';
import { LegalPage } from './LegalPage';
import { STATIC_ROUTES } from '../routes/static-routes';

export function PrivacyPolicyPage() {
  const mail = toolhubConfig.supportEmail;
  return (
    <LegalPage
      title="Privacy Policy"
      updated="November 2026"
      description="What ToolHub stores about you, why, for how long, and how to have it deleted."
    >
      <p className="legal-lead">
        ToolHub is a free BETA hub of small online tools and games. You can use every tool without an account. This page
        explains what we store when you visit, when you create an account and when you write to us, and how to have it
        deleted.
      </p>

      <h2>The short version</h2>
      <ul>
        <li>Tools run in your browser. Unless a tool says otherwise, what you type or open in a tool stays on your device.</li>
        <li>If you create an account, we keep your account, your profile and a log of your activity on ToolHub.</li>
        <li>We count page views to learn which tools people use. Daily analytics records are deleted after 90 days.</li>
        <li>We never sell your data. You can ask us to delete it at any time.</li>
      </ul>

      <h2>Your account</h2>
      <p>
        Accounts are optional. To create one you give an email address, a password and a display name. Sign-in is handled
        by the identity service of our hosted backend provider, which stores your email address and a secure hash of your
        password, never the password itself, along with when the account was created and when you last signed in.
      </p>

      <h2>Your profile</h2>
      <p>
        With an account we keep a profile with your user id, email address, display name, XP, daily streak, the tools you
        used today, when you last used a tool, and when the profile was created. It powers your dashboard and is shown
        only to you.
      </p>

      <h2>Your activity</h2>
      <p>
        While you are signed in we record activities on your account: when you use a tool (which tool, and a link to it),
        and when you sign up, log in or log out, each with the time. You see them on your dashboard. Nothing is recorded
        for visitors without an account.
      </p>

      <h2>Feedback</h2>
      <p>
        When you send feedback we store its type, your message, the time, and your email address only if you choose to
        give it, so that we can reply.
      </p>

      <h2>Page-view analytics</h2>
      <p>
        To learn which pages and tools are used, we count page views. For each page we keep a view count, when it was last
        visited, and the browser (user agent), referring page and screen width of the latest visit. For each day we keep
        total page views, views per page and the number of unique visitors. To count unique visitors we store, per day, a
        visitor id that is a one-way hash of general browser traits (not your name, email or IP address), with the first
        and last visit that day, the number of page views, the pages viewed, the browser and the referring page.
      </p>
      <p>
        We do not count views of the account, dashboard, profile, legal and admin pages. Daily analytics and daily
        visitor records are deleted automatically after <strong>90 days</strong>.
      </p>
      <p>
        We also load a third-party analytics script, which measures visits in aggregate under its provider’s own privacy
        policy and may set its own cookies or storage. You can block it with a content blocker without losing any ToolHub
        feature.
      </p>

      <h2>Storage in your browser</h2>
      <p>ToolHub keeps a few small entries in your browser’s local storage. They never leave your device by themselves:</p>
      <ul>
        <li>
          <code>visitedTools</code>: the tools you opened, so we can suggest them again.
        </li>
        <li>
          <code>visitors_counted_&#123;date&#125;</code>: a flag saying you were already counted as a visitor that day, so
          you are not counted twice.
        </li>
        <li>
          <code>theme</code>: your light, dark or system theme choice.
        </li>
        <li>
          Tools keep their own settings and results, such as a game’s best score or a generator’s options, under their own
          keys.
        </li>
      </ul>
      <p>Clearing your browser’s site data removes all of them.</p>

      <h2>Who processes your data</h2>
      <p>
        Account, profile, activity, feedback and analytics data are stored with our hosted backend provider, which
        processes them on our behalf. Some tools fetch public content for you (for example, news headlines) through our
        own server. We do not sell or rent your data, and we share it only where the law requires us to.
      </p>

      <h2>How long we keep it</h2>
      <ul>
        <li>Daily analytics and daily visitor records: 90 days.</li>
        <li>Account, profile and activity: until you ask us to delete your account.</li>
        <li>Feedback: as long as it helps us improve ToolHub, or until you ask us to delete it.</li>
      </ul>

      <h2>Your rights and how to ask for deletion</h2>
      <p>
        You can ask for a copy of your data, ask us to correct it, or ask us to delete your account and everything linked
        to it. Write to <a href={`mailto:${mail}?subject=${encodeURIComponent('Data deletion request')}`}>{mail}</a> from
        the email address of your account (or say which feedback you sent). We answer within 30 days. Your display name
        can be changed at any time in your <Link to={STATIC_ROUTES['profile-settings'].path}>profile settings</Link>.
      </p>

      <h2>Children</h2>
      <p>ToolHub is meant for a general audience. Accounts are not intended for children under 13.</p>

      <h2>Changes</h2>
      <p>
        If we change this policy we update the date at the top of this page; for important changes we also say so on the
        site. See also our <Link to={STATIC_ROUTES['terms-of-service'].path}>Terms of Service</Link>.
      </p>
    </LegalPage>
  );
}
