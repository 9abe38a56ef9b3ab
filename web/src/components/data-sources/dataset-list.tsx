import { ExternalLink } from './external-link';
import { githubUrl, type ListingSource } from './listing-sources';

type DatasetListProps = { heading: string; sources: ListingSource[] };

/** One group of seed datasets, each linking to its GitHub repository. */
export function DatasetList({ heading, sources }: DatasetListProps) {
  return (
    <div>
      <h4 className="font-semibold">{heading}</h4>
      <ul className="mt-3 space-y-3">
        {sources.map(({ name, repo, text, period, licence }) => (
          <li key={repo} className="rounded-md border bg-card p-4 text-sm">
            <p className="font-medium">{name}</p>
            <p className="mt-1 text-muted-foreground">
              {text} <span className="whitespace-nowrap">({period})</span>
            </p>
            <p className="mt-1 text-muted-foreground">Licence: {licence}</p>
            <p className="mt-2 break-all">
              <ExternalLink href={githubUrl(repo)}>{`github.com/${repo}`}</ExternalLink>
            </p>
          </li>
        ))}
      </ul>
    </div>
  );
}
