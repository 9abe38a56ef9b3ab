import { Download, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Button, buttonVariants } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { exportDataUrl } from '../api/profile';
import { DeleteAccountDialog } from './delete-account-dialog';

const YOUR_DATA_ANCHOR = 'your-data';

/**
 * The student's own data: take it with them, or delete the account and everything in it. The
 * section is the target of /profile#your-data (the privacy page links here), hence id and tabIndex.
 */
export function DataCard() {
  const [deleting, setDeleting] = useState(false);
  return (
    <section id={YOUR_DATA_ANCHOR} tabIndex={-1} aria-labelledby="your-data-heading" className="rounded-lg">
      <Card>
        <CardHeader>
          <CardTitle as="h2" id="your-data-heading">
            Your data
          </CardTitle>
          <CardDescription>
            Download everything we hold about you as one JSON file, or delete your account.
          </CardDescription>
        </CardHeader>
        <CardContent className="flex flex-wrap gap-3">
          <a href={exportDataUrl} download className={buttonVariants({ variant: 'outline' })}>
            <Download aria-hidden="true" />
            Download my data
          </a>
          <Button variant="destructive" onClick={() => setDeleting(true)}>
            <Trash2 aria-hidden="true" />
            Delete account
          </Button>
        </CardContent>
        {deleting ? <DeleteAccountDialog onClose={() => setDeleting(false)} /> : null}
      </Card>
    </section>
  );
}
