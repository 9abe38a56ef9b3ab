import { ExternalLink } from './external-link';

export const OPEN_SCHOLARSHIPS_URL = 'https://github.com/Grudged/open-scholarships';
export const CC_BY_4_URL = 'https://creativecommons.org/licenses/by/4.0/';

/** The credit the CC BY 4.0 license of Open Scholarships requires wherever its data is shown. */
export function AttributionNote() {
  return (
    <div className="mt-8 rounded-lg border border-primary/40 bg-card p-5 text-sm">
      <h4 className="font-semibold">License and attribution</h4>
      <p className="mt-2">
        Many of our scholarship records come from{' '}
        <ExternalLink href={OPEN_SCHOLARSHIPS_URL}>Open Scholarships by Grudged LLC</ExternalLink>, licensed
        under <ExternalLink href={CC_BY_4_URL}>CC BY 4.0</ExternalLink>. FutureFund reformats these records
        when importing them (fields renamed, text cleaned up and tags derived); the content is otherwise
        Grudged LLC&apos;s.
      </p>
    </div>
  );
}
