import { PRODUCT_NAME, TAGLINE } from '@futurefund/core';
import { Link } from 'react-router';
import { NewsletterSignup } from '../../components/newsletter/newsletter-signup';
import { paths } from '../../lib/paths';

export function SiteFooter({ isSignedIn }: { isSignedIn: boolean }) {
  // Evaluated per render so a tab left open over New Year still shows the right year.
  const year = new Date().getFullYear();
  return (
    <footer className="border-t bg-muted">
      <div className="mx-auto grid max-w-6xl justify-items-center gap-4 px-4 py-6 text-center text-sm text-muted-foreground">
        <NewsletterSignup />
        <p>
          © {year}{' '}
          <Link to={paths.brandHome(isSignedIn)} className="font-semibold text-foreground hover:underline">
            {PRODUCT_NAME}
          </Link>
          . {TAGLINE}.
        </p>
      </div>
    </footer>
  );
}
