import { pageMetaFor } from '@futurefund/core';
import { Link } from 'react-router';
import { ProsePage, ProseSection } from '../../components/prose-page';
import { usePageMeta } from '../../lib/page-meta';
import { paths } from '../../lib/paths';

// Every statement here is backed by the code: ADRs 006 (sessions), 012 (limits), 018 (free views),
// 021 (vault encryption), 022 (export and deletion), 024 (e-mail), 025 (notifications),
// 027 (Stripe), 029 (builder). Change the page when one of those changes.

/** Privacy (issue 18): short and honest — what is stored, why, and how to take it or delete it. */
export default function PrivacyPage() {
  usePageMeta(pageMetaFor('privacy'));
  return (
    <ProsePage
      title="Privacy"
      intro="What we keep about you, what it is for, and how to take it with you or delete it. Your data is never sold."
    >
      <ProseSection id="short-version" title="The short version">
        <ul>
          <li>We keep what you give us so the product works for you: matching, tracking and reminders.</li>
          <li>We never sell your data, and we run no advertising or third-party tracking scripts.</li>
          <li>Your vault documents and builder drafts are encrypted when stored.</li>
          <li>
            You can <Link to={paths.yourData}>download everything or delete your account</Link> at any time.
          </li>
        </ul>
      </ProseSection>

      <ProseSection id="what-we-store" title="What we store">
        <ul>
          <li>
            <strong>Your account:</strong> username, name, e-mail address if you give one, the kind of account
            and, for contributors, your organisation. Your password is stored only as a one-way hash.
          </li>
          <li>
            <strong>Your profile:</strong> the academic and personal details you fill in (such as GPA, major,
            citizenship or first-generation status). They are used to match opportunities and check
            eligibility for you, and are never shown to other users.
          </li>
          <li>
            <strong>Applications:</strong> the opportunities you save or track, their status history, notes
            and the documents you attach.
          </li>
          <li>
            <strong>Document Vault:</strong> files you upload, encrypted at rest with a key of their own.
            Their names, types and tags are stored readable so the list can show them.
          </li>
          <li>
            <strong>Resume and cover-letter drafts:</strong> encrypted like vault documents. If the site runs
            an AI writing model, the facts a draft is written from (your profile, the opportunity and the
            document you choose) are sent to that model to write it.
          </li>
          <li>
            <strong>Recommendations:</strong> the suggestions we computed for you, the ratings and feedback
            you give, and which suggestions were shown to you and which you opened or applied to, so they
            improve. Matching reads your profile; it is not used for anything else.
          </li>
          <li>
            <strong>Notifications:</strong> your notification settings and the in-app notifications we show
            you.
          </li>
          <li>
            <strong>Sign-in history:</strong> when you signed in, from which network address and browser, so
            you and we can spot misuse of your account.
          </li>
          <li>
            <strong>Contributors:</strong> the opportunities you submit and the view and application counts of
            your listings.
          </li>
          <li>
            <strong>Newsletter:</strong> your e-mail address, only if you subscribe; every newsletter has a
            one-click unsubscribe link.
          </li>
          <li>
            <strong>Contact messages:</strong> what you send through the{' '}
            <Link to={paths.contact}>contact page</Link>, so our support team can answer you.
          </li>
        </ul>
      </ProseSection>

      <ProseSection id="cookies" title="Cookies and your browser">
        <ul>
          <li>
            <strong>Session cookie</strong> (<code>ff_session</code>): keeps you signed in for up to 30 days
            of inactivity. We store only a hash of it, with the network address and browser it was created
            from.
          </li>
          <li>
            <strong>Signed-in marker</strong> (<code>ff_signed_in</code>): set and removed together with the
            session cookie, holding only the value 1. It lets the page know there is a session to ask about,
            so visitors&apos; browsers never ask; it grants no access.
          </li>
          <li>
            <strong>Visitor cookie</strong> (<code>ff_visitor</code>): a random id that counts the three free
            listing views a visitor without an account gets. We store only a hash of it and which listings it
            opened. Counts per network address that stop abuse are deleted once their hour is over.
          </li>
          <li>
            <strong>Local storage</strong> in your browser: your light or dark theme choice, and unsent drafts
            of opportunities you are submitting as a contributor. They never leave your device.
          </li>
        </ul>
      </ProseSection>

      <ProseSection id="payments" title="Payments">
        <p>
          Premium is paid by card through Stripe. Your card details go straight to Stripe and never reach our
          servers. We keep Stripe&apos;s customer and subscription ids, the subscription&apos;s status and the
          end of the paid period, so we know when your Premium access ends.
        </p>
      </ProseSection>

      <ProseSection id="email" title="E-mail">
        <p>
          With an e-mail address on your account we send what you ask for: password reset links, deadline
          reminders, and news about opportunities you submitted. Each non-essential e-mail has a one-click
          unsubscribe link, and your profile&apos;s notification settings turn each kind on or off. We keep a
          copy of every e-mail we send as our send log.
        </p>
      </ProseSection>

      <ProseSection id="your-rights" title="Download or delete your data">
        <p>
          On your profile, in <Link to={paths.yourData}>Your data</Link>, <strong>Download my data</strong>{' '}
          gives you everything we hold about you as one JSON file: account, profile, applications, decrypted
          documents and drafts, notification settings, submissions, contact messages and sign-in history.
        </p>
        <p>
          <strong>Delete account</strong> removes your account and everything in it at once. What stays,
          without any link to you: opportunities you published as a contributor (they remain in the catalog),
          the text of contact messages you sent, our e-mail send log and our administrators&apos; record of
          actions on accounts. Deleting also cancels a running Premium subscription so nothing more is
          charged.
        </p>
      </ProseSection>

      <ProseSection id="never-sold" title="Never sold">
        <p>
          We do not sell, rent or trade your data, and we do not share it with advertisers. It leaves our
          servers only where the product needs it to: payments to Stripe, e-mail to our mail provider, and
          builder facts to the AI model when one is used.
        </p>
      </ProseSection>

      <ProseSection id="questions" title="Questions">
        <p>
          Write to us from the <Link to={paths.contact}>contact page</Link> with the topic Privacy; we answer
          by e-mail.
        </p>
      </ProseSection>
    </ProsePage>
  );
}
