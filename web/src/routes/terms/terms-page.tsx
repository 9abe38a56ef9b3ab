import { pageMetaFor } from '@futurefund/core';
import { FREE_PROFILE_VIEWS } from '@futurefund/core';
import { Link } from 'react-router';
import { ProsePage, ProseSection } from '../../components/prose-page';
import { usePageMeta } from '../../lib/page-meta';
import { paths } from '../../lib/paths';
import { premiumPriceText } from '../../lib/premium';

/** Terms (issue 18): plain-language rules of use; nothing here promises more than the product does. */
export default function TermsPage() {
  usePageMeta(pageMetaFor('terms'));
  return (
    <ProsePage title="Terms" intro="The rules of using FutureFund, in plain language.">
      <ProseSection id="accounts" title="Accounts and plans">
        <ul>
          <li>
            Visitors can open {FREE_PROFILE_VIEWS} listings in full without an account. A free account lets
            you browse every listing, get recommendations, save favorites and keep your profile.
          </li>
          <li>
            Premium costs {premiumPriceText}, paid by card through Stripe. It adds applying directly, storing
            application documents, the resume and cover-letter builder, and application tracking with status
            updates.
          </li>
          <li>
            You can cancel Premium at any time from your profile. Access continues to the end of the week you
            paid for, and nothing more is charged.
          </li>
          <li>Keep your password to yourself; you are responsible for what is done with your account.</li>
        </ul>
      </ProseSection>

      <ProseSection id="listings" title="Listings">
        <ul>
          <li>
            Listings come from public datasets and from contributors. Each one says where it comes from and
            when it was last verified; see our <Link to={paths.sources}>data sources</Link>.
          </li>
          <li>
            Deadlines, amounts and eligibility can change after we collect them. Always check the details with
            the provider before you apply.
          </li>
          <li>Contributor submissions are reviewed before they are listed.</li>
          <li>
            We help you find and track opportunities; we cannot promise that you will be awarded or hired.
          </li>
        </ul>
      </ProseSection>

      <ProseSection id="builder" title="The resume and cover-letter builder">
        <p>
          The builder writes drafts from your profile and the opportunity. Read and correct every draft before
          you use it: its fact check flags statements it cannot find in your information, but it is a
          heuristic and can miss mistakes. What you send is your responsibility.
        </p>
      </ProseSection>

      <ProseSection id="fair-use" title="Fair use">
        <ul>
          <li>Submit only real opportunities you are allowed to publish, with accurate details.</li>
          <li>
            Do not upload anything you have no right to share, and do not try to reach other people&apos;s
            data.
          </li>
          <li>
            Do not scrape, overload or attack the service; automated limits apply and repeated abuse closes
            the account.
          </li>
        </ul>
      </ProseSection>

      <ProseSection id="privacy-and-contact" title="Privacy and contact">
        <p>
          How we handle your data is in the <Link to={paths.privacy}>privacy policy</Link>. Questions about
          these terms: write to us from the <Link to={paths.contact}>contact page</Link>.
        </p>
      </ProseSection>
    </ProsePage>
  );
}
