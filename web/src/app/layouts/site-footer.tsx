import { PRODUCT_NAME, TAGLINE } from '@futurefund/core';
import { Link } from 'react-router';
import { NewsletterSignup } from '../../components/newsletter/newsletter-signup';
import { paths } from '../../lib/paths';
import { footerGroups } from './footer-links';

/**
 * The Resources and Company links and the newsletter box (stacked on phones, side by side from
 * md up), then the copyright line with the brand link.
 */
export function SiteFooter({ isSignedIn }: { isSignedIn: boolean }) {
  // Evaluated per render so a tab left open over New Year still shows the right year.
  const year = new Date().getFullYear();
  return (
    <footer className="border-t bg-muted text-sm">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-8 md:grid-cols-[2fr_1fr]">
        <nav aria-label="Footer" className="grid grid-cols-2 gap-6">
          {footerGroups.map((group) => (
            <div key={group.heading}>
              <h2 className="font-semibold text-foreground">{group.heading}</h2>
              <ul className="mt-2">
                {group.links.map((link) => (
                  <li key={link.to}>
                    {/* py-1.5 keeps each link a comfortable touch target on phones. */}
                    <Link
                      to={link.to}
                      className="inline-block py-1.5 text-muted-foreground underline-offset-4 hover:text-foreground hover:underline"
                    >
                      {link.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </nav>
        <div>
          <NewsletterSignup />
        </div>
      </div>
      <div className="border-t">
        <p className="mx-auto max-w-6xl px-4 py-5 text-center text-muted-foreground">
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
