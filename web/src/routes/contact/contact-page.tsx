import { pageMetaFor } from '@futurefund/core';
import { Mail } from 'lucide-react';
import { Link } from 'react-router';
import { useAuth } from '../../hooks/use-auth';
import { usePageMeta } from '../../lib/page-meta';
import { paths } from '../../lib/paths';
import { ContactForm } from './contact-form';
import { useSupportContact } from './support-api';

/** Contact & support (issue 18): the support address and a form whose messages are stored, then e-mailed. */
export default function ContactPage() {
  usePageMeta(pageMetaFor('contact'));
  const contact = useSupportContact();
  const { user } = useAuth();
  return (
    <div className="mx-auto grid w-full max-w-3xl gap-8 px-4 py-10 sm:py-14">
      <header>
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">Contact &amp; support</h1>
        <p className="mt-3 text-lg text-muted-foreground">
          Something not working on your account, a listing that looks wrong, a question about Premium or your
          data? Write to us and we&apos;ll answer by e-mail.
        </p>
      </header>
      <section aria-labelledby="email-us-heading" className="rounded-lg border bg-card p-5">
        <h2 id="email-us-heading" className="font-semibold">
          E-mail us
        </h2>
        <p className="mt-2 flex items-center gap-2 text-sm">
          <Mail aria-hidden="true" className="size-4 shrink-0 text-primary" />
          {contact.data ? (
            <a
              href={`mailto:${contact.data.email}`}
              className="font-medium text-primary underline underline-offset-4 hover:no-underline"
            >
              {contact.data.email}
            </a>
          ) : (
            <span className="text-muted-foreground">
              {contact.isError
                ? 'The address could not be loaded; use the form below.'
                : 'Loading the address…'}
            </span>
          )}
        </p>
        <p className="mt-2 text-sm text-muted-foreground">
          For data requests, you can also download or delete everything yourself from{' '}
          <Link to={paths.yourData} className="font-medium text-primary underline underline-offset-4">
            your profile
          </Link>
          ; see the{' '}
          <Link to={paths.privacy} className="font-medium text-primary underline underline-offset-4">
            privacy policy
          </Link>
          .
        </p>
      </section>
      <section aria-labelledby="form-heading">
        <h2 id="form-heading" className="text-xl font-semibold tracking-tight">
          Send us a message
        </h2>
        <div className="mt-4">
          <ContactForm key={user?.id ?? 'visitor'} />
        </div>
      </section>
    </div>
  );
}
