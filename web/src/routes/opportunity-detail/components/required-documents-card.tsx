import { FileText } from 'lucide-react';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { requiredDocuments, type OpportunityDetail } from '../detail-model';

export function RequiredDocumentsCard({ detail }: { detail: OpportunityDetail }) {
  const documents = requiredDocuments(detail);
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Required Documents</CardTitle>
      </CardHeader>
      <CardContent>
        {documents.length > 0 ? (
          <ul aria-label="Required documents" className="flex flex-col gap-2 text-sm">
            {documents.map((document) => (
              <li key={document} className="flex items-center gap-2">
                <FileText aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
                {document}
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-muted-foreground">
            No documents are listed. The application page will say if any are needed.
          </p>
        )}
      </CardContent>
    </Card>
  );
}
