import { FileText } from 'lucide-react';
import { Link } from 'react-router';
import { buttonVariants } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { paths } from '../../../lib/paths';

/** Product §2 builder: the profile is one of its entry points, beside the documents it can read. */
export function BuilderLinkCard() {
  return (
    <section aria-labelledby="builder-link-heading">
      <Card>
        <CardHeader>
          <CardTitle as="h2" id="builder-link-heading">
            Resume builder
          </CardTitle>
          <CardDescription>
            Turn this profile into a resume, and write cover letters from it and your vault documents.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <Link to={paths.builderFor('resume')} className={buttonVariants({ variant: 'outline' })}>
            <FileText aria-hidden="true" />
            Open the resume builder
          </Link>
        </CardContent>
      </Card>
    </section>
  );
}
